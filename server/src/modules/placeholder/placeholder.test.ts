import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain';
import { useTestApp } from '../../test/hooks';

const t = useTestApp();
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/placeholder/:width/:height', () => {
  it('answers a neutral SVG of that size, public for a year, with an ETag', async () => {
    const res = await get('/api/placeholder/400/300');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body).not.toMatch(/<script|href|url\(/i);
    // A real picture of that size (sharp reads SVG).
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['svg', 400, 300]);
  });

  it('the same size gets the same ETag and a 304 when the browser holds it; another size another', async () => {
    const first = await get('/api/placeholder/64/48');
    const again = await get('/api/placeholder/64/48', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get('/api/placeholder/48/64')).headers.etag).not.toBe(first.headers.etag);
    expect((await get('/api/placeholder/64/48', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('takes 1 to 2000 pixels each way', async () => {
    for (const size of ['1/1', '2000/2000', '1/2000']) {
      const res = await get(`/api/placeholder/${size}`);
      expect(res.statusCode, size).toBe(200);
    }
  });

  it.each(['0/10', '10/2001', '99999/10', '1.5/10', '-1/10', '1e3/10', '010/10', 'abc/10', '10/%20'])(
    '%s → 400 with the message',
    async (size) => {
      const res = await get(`/api/placeholder/${size}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(en.placeholder.size);
      expect(res.headers['cache-control']).toBe('private, no-store');
    },
  );
});
