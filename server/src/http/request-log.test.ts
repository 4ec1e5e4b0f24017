import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { App } from './types';
import { testEnv } from '../env';
import { useTestApp } from '../test/hooks';

const t = useTestApp();

describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  let app: App;
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
    ({ app } = await createApp({ db: t.db, env: testEnv({ LOG_LEVEL: 'info' }), clock: t.clock, logStream: stream }));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app?.close());
  const flushed = () => new Promise((r) => setImmediate(r));

  it('starts without repeating where it listens (the ready line says it once)', async () => {
    await flushed();
    expect(lines.filter((l) => String(l.msg).startsWith('Server listening'))).toEqual([]);
  });

  it('writes one line per request with method, path, status, time and request id, and no query string', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health?token=secret-reset-token' });
    await app.inject({ method: 'GET', url: '/api/no-such-thing' });
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
