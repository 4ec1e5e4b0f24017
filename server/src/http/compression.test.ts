import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/hooks';
import { registerCompression } from './compression';

const BR_GZIP = { 'accept-encoding': 'gzip, deflate, br, zstd' };

describe('API answers compressed on the fly (the whole app)', () => {
  const t = useTestApp();

  it('compresses a large JSON answer in br or gzip, as the browser accepts, with Vary', async () => {
    const br = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: BR_GZIP });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    const doc = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString());
    expect(doc.openapi).toMatch(/^3\./);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(doc).length / 3);

    const gz = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()).openapi).toBe(doc.openapi);
  });

  it('leaves a small JSON answer plain', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: BR_GZIP });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers plain to a client that asks for no encoding', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().openapi).toMatch(/^3\./);
  });
});

describe('what is never compressed on the fly', () => {
  let app: FastifyInstance;
  const png = Buffer.alloc(8192, 1);
  const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
  beforeAll(async () => {
    app = Fastify();
    await registerCompression(app);
    app.get('/api/picture', async (_req, reply) => reply.type('image/png').send(png));
    app.get('/api/export.zip', async (_req, reply) => reply.type('application/zip').send(png));
    app.get('/api/big', async () => big);
    app.get('/not-api', async () => big);
    await app.ready();
  });
  afterAll(() => app.close());

  it('images and files compressed already go out as they are', async () => {
    for (const url of ['/api/picture', '/api/export.zip']) {
      const res = await app.inject({ method: 'GET', url, headers: BR_GZIP });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(png)).toBe(true);
    }
  });

  it('only /api routes: the web app is compressed at build time', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/big', headers: BR_GZIP })).headers['content-encoding']).toBe(
      'br',
    );
    const res = await app.inject({ method: 'GET', url: '/not-api', headers: BR_GZIP });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(big);
  });
});
