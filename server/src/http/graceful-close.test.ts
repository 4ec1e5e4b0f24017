import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createApp } from '../app';
import type { AppContext } from '../context';
import { Scheduler } from '../jobs/scheduler';
import { outboxDelivery } from '../modules/index';
import { enqueue, messageTask } from '../modules/outbox/outbox.service';
import { OutboxWorker } from '../modules/outbox/outbox-worker.service';
import { shutDown } from '../startup/shutdown';
import { createTestApp, type TestApp } from '../test/app';
import { createUser, type BuiltUser } from '../test/builders';

/** A promise with its resolve, and another that says the work reached it. */
function gate() {
  let open!: () => void;
  let reached!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  const arrived = new Promise<void>((r) => (reached = r));
  return { open, arrived, wait: () => (reached(), opened) };
}

const state = (p: Promise<unknown>) =>
  Promise.race([p.then(() => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 150))]);

const t = {} as TestApp;
let user: BuiltUser;
beforeAll(async () => {
  // No outbox worker of its own: the instance under test delivers the task.
  Object.assign(t, await createTestApp({ deliverBeforeReply: false }));
  user = await createUser(t);
});
afterAll(() => t.close?.());

/** A second instance on the test database, with a slow route, a slow job and a slow email delivery. */
async function instance(jobName: string) {
  const { app, ctx, lifecycle } = await createApp({ db: t.db, env: t.ctx.env, clock: t.clock });
  const request = gate();
  const job = gate();
  const delivery = gate();
  app.get('/test/slow', async () => {
    await request.wait();
    return { done: true };
  });
  const slowJob = {
    name: jobName,
    description: 'Waits for the test',
    intervalMs: 60_000,
    run: async () => (await job.wait(), 'finished'),
  };
  const c = ctx as AppContext;
  c.jobs = new Scheduler(() => ctx, [slowJob], app.log);
  c.outbox = new OutboxWorker(() => ctx, app.log, {
    ...outboxDelivery,
    handlers: { ...outboxDelivery.handlers, email: async () => void (await delivery.wait()) },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { app, ctx, lifecycle, request, job, delivery, url: `http://127.0.0.1:${port}` };
}

describe('graceful shutdown (issue 23)', () => {
  it('tells sockets to reconnect, refuses new work, and lets the request, the job and the delivery under way finish', async () => {
    const i = await instance('test.slow-job');
    // A real socket over TCP, as a browser's: the close handshake must complete for its close event.
    const ws = new WebSocket(`${i.url.replace('http:', 'ws:')}/api/ws`, { headers: { cookie: user.cookie } });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const wsClosed = new Promise<[number, string]>((r) => ws.on('close', (code, reason) => r([code, String(reason)])));

    const inFlight = fetch(`${i.url}/test/slow`);
    const running = i.ctx.jobs.runNow('test.slow-job');
    const taskId = await t.db
      .transaction()
      .execute((tx) =>
        enqueue(tx, messageTask({ kind: 'email', to: 'x@example.com', subject: 'S', text: 'T' }), t.clock.now()),
      );
    const delivering = i.ctx.outbox.deliverDue();
    await Promise.all([i.request.arrived, i.job.arrived, i.delivery.arrived]);

    const log = { info: () => undefined, warn: () => undefined };
    const closing = shutDown({
      app: i.app,
      lifecycle: i.lifecycle,
      delayMs: 300,
      closeDatabase: async () => {},
      timeoutMs: 30_000,
      log,
    });
    // At once: not ready, while everything else is still served until the delay is over.
    const ready = await fetch(`${i.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ ok: false, draining: true });
    expect((await fetch(`${i.url}/healthz`)).status).toBe(200);
    // Then: sockets told to reconnect, and no new connection taken.
    expect(await wsClosed).toEqual([1012, 'server restarting: reconnect']);
    expect(i.ctx.realtime.size).toBe(0);
    await expect(fetch(`${i.url}/healthz`)).rejects.toThrow();

    i.request.open();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    expect(await state(closing)).toBe('pending'); // the job and the delivery still run

    i.job.open();
    expect(await state(closing)).toBe('pending'); // the delivery still runs
    i.delivery.open();
    expect(await closing).toBe('drained');
    await expect(running).resolves.toMatchObject({ name: 'test.slow-job', lastStatus: 'ok', lastResult: 'finished' });
    expect(await delivering).toBe(1);
    const task = await t.db
      .selectFrom('outboxTasks')
      .select('status')
      .where('id', '=', taskId)
      .executeTakeFirstOrThrow();
    expect(task.status).toBe('delivered');
  });

  it('gives up after the timeout when a job does not finish, and still closes the database', async () => {
    const i = await instance('test.stuck-job');
    const running = i.ctx.jobs.runNow('test.stuck-job');
    await i.job.arrived;
    let databaseClosed = false;
    const warnings: string[] = [];
    const outcome = await shutDown({
      app: i.app,
      lifecycle: i.lifecycle,
      delayMs: 0,
      closeDatabase: async () => void (databaseClosed = true),
      timeoutMs: 300,
      log: { info: () => undefined, warn: (_o: object, msg?: string) => void warnings.push(msg ?? '') },
    });
    expect(outcome).toBe('timed out');
    expect(databaseClosed).toBe(true);
    expect(warnings).toEqual(['shutdown timed out with work under way; stopping anyway']);
    i.job.open(); // the test database stays open: let the run end cleanly
    await running;
  });
});
