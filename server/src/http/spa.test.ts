import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';
import type { AppContext } from '../context';
import { testEnv } from '../env';
import { missingRendererMessage } from './pages';
import { registerSpa } from './spa';

const INDEX = '<!doctype html><title>Espasyo</title>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))})`;

/** A file of the build with the `.br` and `.gz` the web build writes beside it. */
function writeText(file: string, text: string) {
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
}

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-spa-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'images'));
  writeText(path.join(dist, 'index.html'), INDEX);
  writeText(path.join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'images', 'hero-800.webp'), 'webp'.repeat(1000));
  fs.writeFileSync(path.join(dist, 'favicon.ico'), 'ico');
  app = Fastify();
  await registerCompression(app); // as in app.ts: it must leave these files alone
  app.addHook('onRequest', async (_req, reply) => void reply.header('vary', 'Origin')); // as @fastify/cors does
  await app.register(cookie);
  // No page renderer: every page is the shell, with a visitor's session and these settings (pages.test.ts).
  const ctx = { env: testEnv(), settings: { public: async () => ({}) } } as unknown as AppContext;
  await registerSpa(app, ctx, dist, null);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('serving web/dist', () => {
  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('caches the other static files (images, favicon) for an hour', async () => {
    for (const url of ['/images/hero-800.webp', '/favicon.ico']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
    expect((await get('/images/hero-800.webp')).headers['content-type']).toBe('image/webp');
  });

  it('answers app routes with the shell, revalidated every time, and index.html itself as a file', async () => {
    for (const url of ['/', '/client/browse', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // A page carries the caller's session (pages.ts): only the browser may keep it.
      expect(res.headers['cache-control']).toBe(url === '/index.html' ? 'no-cache' : 'private, no-cache');
    }
  });

  it('serves a file added after start with the same caching', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'late-XyZ789.js'), 'console.log(2)');
    const res = await get('/assets/late-XyZ789.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves a file beside web/dist, even one whose folder name starts the same', async () => {
    const sibling = `${dist}-other`;
    fs.mkdirSync(sibling);
    fs.writeFileSync(path.join(sibling, 'secret.txt'), 'secret');
    try {
      for (const url of [`/../${path.basename(sibling)}/secret.txt`, `/..%2F${path.basename(sibling)}%2Fsecret.txt`]) {
        expect((await get(url)).body).not.toContain('secret');
      }
    } finally {
      fs.rmSync(sibling, { recursive: true, force: true });
    }
  });

  it('never serves the build manifest in .vite/', async () => {
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"secret":1}');
    const res = await get('/.vite/manifest.json');
    expect(res.body).not.toContain('secret');
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('sends a file as its precompressed .br or .gz, as the browser accepts, with Vary', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Origin, Accept-Encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Compressed once, at build time: decoding it once gives the file back.
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toBe('Origin, Accept-Encoding');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Origin, Accept-Encoding');
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html precompressed too, still revalidated every time', async () => {
    const res = await get('/index.html', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Origin, Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('sends images as they are', async () => {
    const res = await get('/images/hero-800.webp', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBe('Origin');
    expect(res.body).toBe('webp'.repeat(1000));
  });
});

describe('the page renderer a web build needs (web/dist-ssr/entry-server.js)', () => {
  let web: string;
  beforeAll(() => {
    web = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-web-'));
    fs.mkdirSync(path.join(web, 'dist'));
    fs.writeFileSync(path.join(web, 'dist', 'index.html'), INDEX);
  });
  afterAll(() => fs.rmSync(web, { recursive: true, force: true }));

  /** registerSpa on a new app, as createApp calls it: the renderer is the build's unless given. */
  async function register(...renderPage: [] | [null]) {
    const bare = Fastify();
    try {
      await registerSpa(bare, {} as AppContext, path.join(web, 'dist'), ...renderPage);
    } finally {
      await bare.close();
    }
  }

  it('is missing: the server refuses to start instead of sending every public page as the bare shell', async () => {
    await expect(register()).rejects.toThrow(missingRendererMessage(path.join(web, 'dist-ssr', 'entry-server.js')));
    expect(missingRendererMessage('x')).toMatch(/page renderer is missing \(x\)\. Run `npm run build`/);
  });

  it('is not needed when the caller says there is none (tests that serve the shell)', async () => {
    await expect(register(null)).resolves.toBeUndefined();
  });

  it('is loaded when the build made it', async () => {
    fs.mkdirSync(path.join(web, 'dist-ssr'));
    fs.writeFileSync(path.join(web, 'dist-ssr', 'entry-server.js'), 'export async function render() {}\n');
    await expect(register()).resolves.toBeUndefined();
  });
});
