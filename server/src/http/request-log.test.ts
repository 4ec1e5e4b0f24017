import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppContext } from '../context';
import type { App } from './types';
import { testEnv } from '../env';
import { Scheduler } from '../jobs/scheduler';
import { outboxDelivery } from '../modules/index';
import { enqueue, messageTask } from '../modules/outbox/outbox.service';
import { OutboxWorker } from '../modules/outbox/outbox-worker.service';
import { clockOf, createUser } from '../test/builders';
import { useTestApp } from '../test/hooks';

const t = useTestApp();

/** An app whose JSON log lines land in `lines`. */
function loggedApp(env: Parameters<typeof testEnv>[0] = {}) {
  const lines: Record<string, unknown>[] = [];
  const made = {} as { app: App; ctx: AppContext };
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (d: Buffer) =>
      lines.push(
        ...d
          .toString()
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l)),
      ),
    );
    const { app, ctx } = await createApp({
      db: t.db,
      env: testEnv({ LOG_LEVEL: 'info', ...env }),
      clock: t.clock,
      logStream: stream,
    });
    // A service's line, written after an await and after the body was read.
    app.post('/test/log', async (req) => {
      await new Promise((r) => setTimeout(r, 5));
      ctx.log.info({ body: req.body }, 'inside the request');
      return { ok: true };
    });
    Object.assign(made, { app, ctx });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => made.app?.close());
  return { lines, made };
}

const flushed = () => new Promise((r) => setImmediate(r));

describe('request log', () => {
  const { lines, made } = loggedApp();

  it('starts without repeating where it listens (the ready line says it once)', async () => {
    await flushed();
    expect(lines.filter((l) => String(l.msg).startsWith('Server listening'))).toEqual([]);
  });

  it('writes one line per request with method, path, status, time and request id, and no query string', async () => {
    lines.length = 0;
    await made.app.inject({ method: 'GET', url: '/api/health?token=secret-reset-token' });
    await made.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    await flushed();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        url: '/api/health',
        statusCode: 200,
        reqId: expect.any(String),
        responseTime: expect.any(Number),
      }),
      expect.objectContaining({
        level: 30,
        msg: 'request',
        method: 'GET',
        url: '/api/no-such-thing',
        statusCode: 404,
        reqId: expect.any(String),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-reset-token');
  });
});

describe('API request logs (api.enableApiLogs, issue 30)', () => {
  const { lines, made } = loggedApp();
  const apiLogs = async (on: boolean) => {
    const admin = await createUser(t, { type: 'admin' });
    const res = await made.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/api',
      headers: { cookie: admin.cookie },
      payload: { enableApiLogs: on },
    });
    expect(res.statusCode).toBe(200);
    return admin;
  };
  const requestLines = () => lines.filter((l) => l.msg === 'request');

  it("on: an API request's line names its route pattern, status, time, user and request id", async () => {
    const admin = await apiLogs(true);
    lines.length = 0;
    const res = await made.app.inject({
      method: 'GET',
      url: `/api/admin/users/${admin.user.id}`,
      headers: { cookie: admin.cookie },
    });
    await flushed();
    expect(requestLines()).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: `/api/admin/users/${admin.user.id}`,
        route: '/api/admin/users/:id',
        statusCode: res.statusCode,
        responseTime: expect.any(Number),
        userId: admin.user.id,
        reqId: res.headers['x-request-id'],
      }),
    ]);
  });

  it('off: API requests write no line, at once and whoever makes them; pages are still logged', async () => {
    const admin = await apiLogs(false);
    lines.length = 0;
    await made.app.inject({ method: 'GET', url: '/api/health' });
    await made.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    await made.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin.cookie } });
    await made.app.inject({ method: 'GET', url: '/healthz' });
    await flushed();
    expect(requestLines().map((l) => l.url)).toEqual(['/healthz']);
    await apiLogs(true);
    lines.length = 0;
    await made.app.inject({ method: 'GET', url: '/api/health' });
    await flushed();
    expect(requestLines().map((l) => l.url)).toEqual(['/api/health']);
  });
});

describe('request ids everywhere (issue 23)', () => {
  const { lines, made } = loggedApp();

  it("answers every request with its X-Request-Id; without TRUST_PROXY a client's own is ignored", async () => {
    const res = await made.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[a-z0-9]{1,10}$/);
    expect(res.headers['x-request-id']).not.toBe('chosen-by-client');
    expect((await made.app.inject({ method: 'GET', url: '/no-such-page.xyz' })).headers['x-request-id']).toBeTruthy();
  });

  it("a line written by a service inside a request carries the request's reqId", async () => {
    lines.length = 0;
    const res = await made.app.inject({ method: 'POST', url: '/test/log', payload: { a: 1 } });
    await flushed();
    const reqId = res.headers['x-request-id'];
    expect(lines.find((l) => l.msg === 'inside the request')).toMatchObject({ reqId, body: { a: 1 } });
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ reqId, url: '/test/log' });
  });

  it('a job run logs with its job name and run id, and so does every line written inside it', async () => {
    lines.length = 0;
    const job = {
      name: 'test.logging-job',
      description: 'Logs',
      intervalMs: 60_000,
      run: async (ctx: AppContext) => (ctx.log.info('inside the job'), 'done'),
    };
    await new Scheduler(() => made.ctx, [job], made.app.log).runNow(job.name);
    await flushed();
    const inside = lines.find((l) => l.msg === 'inside the job');
    expect(inside).toMatchObject({ job: 'test.logging-job', runId: expect.any(String) });
    expect(inside).not.toHaveProperty('reqId');
    expect(lines.find((l) => l.msg === 'job run')).toMatchObject({
      job: 'test.logging-job',
      runId: inside!.runId,
      status: 'ok',
      result: 'done',
      durationMs: expect.any(Number),
    });
  });

  it('an outbox delivery logs with its task id, and so does every line written inside it', async () => {
    lines.length = 0;
    const worker = new OutboxWorker(() => made.ctx, made.app.log, {
      ...outboxDelivery,
      handlers: { ...outboxDelivery.handlers, email: async (ctx) => void ctx.log.info('inside the delivery') },
    });
    // Due in a minute, so that the test app's own worker, which delivers after each commit, leaves it.
    const now = t.clock.now();
    const task = messageTask({ kind: 'email', to: 'log@example.com', subject: 'S', text: 'T' });
    const id = await t.db.transaction().execute((tx) => enqueue(tx, task, now, new Date(now.getTime() + 60_000)));
    clockOf(t).advance(60_000);
    expect(await worker.deliverDue()).toBe(1);
    await flushed();
    expect(lines.find((l) => l.msg === 'inside the delivery')).toMatchObject({
      outboxTask: id,
      kind: 'email',
      attempt: 1,
    });
  });
});

describe('request ids from a trusted proxy (TRUST_PROXY=true)', () => {
  const { lines, made } = loggedApp({ TRUST_PROXY: 'true' });

  it("takes the proxy's X-Request-Id for the log and the answer", async () => {
    lines.length = 0;
    const res = await made.app.inject({
      method: 'POST',
      url: '/test/log',
      payload: {},
      headers: { 'x-request-id': '7f3c9a1e-4b2d-4c1a-9e8f-0a1b2c3d4e5f' },
    });
    await flushed();
    expect(res.headers['x-request-id']).toBe('7f3c9a1e-4b2d-4c1a-9e8f-0a1b2c3d4e5f');
    expect(lines.find((l) => l.msg === 'inside the request')).toMatchObject({
      reqId: '7f3c9a1e-4b2d-4c1a-9e8f-0a1b2c3d4e5f',
    });
  });

  it('replaces one that is not a plain token (it is logged and shown as a reference)', async () => {
    for (const bad of ['two words', 'x'.repeat(129), '<script>', 'quote"d']) {
      const res = await made.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^[a-z0-9]{1,10}$/);
    }
  });
});
