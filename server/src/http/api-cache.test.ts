import { describe, expect, it } from 'vitest';
import { useTestApp, useUser } from '../test/hooks';
import { setSettings } from '../test/settings-helpers';
import { activeListing } from '../modules/listings/core/listings.fixtures';

/** No shared cache hands one caller's API answer to another (http/api-cache.ts). */
const t = useTestApp();
const admin = useUser(t, { type: 'admin' });
const host = useUser(t, { type: 'host' });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const varyOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);

describe('caching of API answers', () => {
  it('a signed-in answer is private, not stored, and varies by cookie', async () => {
    const res = await get('/api/me/sessions', { cookie: host.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(varyOf(res)).toContain('cookie');
    // Its refusal too, and an answer that chose no-store keeps it.
    const refused = await get('/api/me/sessions');
    expect([refused.statusCode, refused.headers['cache-control']]).toEqual([401, 'private, no-store']);
    const me = await get('/api/auth/me', { cookie: host.cookie });
    expect(me.headers['cache-control']).toBe('no-store');
    expect(varyOf(me)).toContain('cookie');
  });

  it('a public answer that reads the session (a listing page: its host sees a draft) is private too', async () => {
    const id = await activeListing(t, host.cookie, admin.cookie);
    for (const url of ['/api/listings', `/api/listings/${id}`, '/api/listings/no-such-listing', '/api/no-such-route']) {
      const res = await get(url);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(varyOf(res), url).toContain('cookie');
    }
  });

  it('answers that chose public caching keep it, without Vary: Cookie', async () => {
    const regions = await get('/api/places/regions', { 'accept-encoding': 'br' });
    expect(regions.headers['cache-control']).toBe('public, max-age=86400');
    expect(varyOf(regions)).not.toContain('cookie');
    expect(varyOf(regions)).toContain('accept-encoding');
    // Not an API path: left alone.
    expect((await get('/robots.txt')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('merges Cookie with the Vary that compression and CORS put there', async () => {
    const big = await get('/api/openapi.json', { 'accept-encoding': 'br' });
    expect(big.headers['content-encoding']).toBe('br');
    expect(varyOf(big)).toEqual(expect.arrayContaining(['cookie', 'accept-encoding']));

    await setSettings(t, admin.cookie, 'api', { allowCors: true, corsOrigins: ['https://partner.example'] });
    const cors = await get('/api/settings/public', { origin: 'https://partner.example', 'accept-encoding': 'br' });
    expect(cors.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(varyOf(cors)).toEqual(expect.arrayContaining(['origin', 'cookie']));
    expect(new Set(varyOf(cors)).size).toBe(varyOf(cors).length);
  });
});
