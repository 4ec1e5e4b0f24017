import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerSpa } from './spa';

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'espasyo-spa-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'images'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Espasyo</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'images', 'hero-800.webp'), 'webp');
  fs.writeFileSync(path.join(dist, 'favicon.ico'), 'ico');
  app = Fastify();
  await registerSpa(app, dist);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url });

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

  it('answers app routes with index.html, revalidated every time', async () => {
    for (const url of ['/', '/client/browse', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
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

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});
