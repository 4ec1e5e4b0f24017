import { describe, expect, it } from 'vitest';
import { useTestApp, useUser } from '../test/hooks';
import { setSettings } from '../test/settings-helpers';

/** api.allowCors and api.corsOrigins apply at once, without a restart. */
const t = useTestApp();
const admin = useUser(t, { type: 'admin' });
const partner = 'https://partner.example';

const publicSettings = (origin: string) =>
  t.app.inject({ method: 'GET', url: '/api/settings/public', headers: { origin } });
const forgot = (origin: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: { origin, 'sec-fetch-site': 'cross-site' },
    payload: { email: 'nobody@example.ph' },
  });

describe('CORS from the platform settings', () => {
  it('sends no CORS headers and refuses cross-site writes while CORS is off (the default)', async () => {
    expect((await publicSettings(partner)).headers['access-control-allow-origin']).toBeUndefined();
    expect((await forgot(partner)).json().error.code).toBe('cross_origin');
  });

  it('lets a listed origin in at once, and only that origin', async () => {
    await setSettings(t, admin.cookie, 'api', { allowCors: true, corsOrigins: [partner] });
    const allowed = await publicSettings(partner);
    expect(allowed.headers['access-control-allow-origin']).toBe(partner);
    // The API's version and the request's id can be read by the partner's page (issue 30).
    expect(allowed.headers['access-control-expose-headers']).toBe('X-API-Version, X-Request-Id');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/forgot-password',
      headers: { origin: partner, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(partner);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    expect((await forgot(partner)).statusCode).toBe(404); // reached the route: 'No account found…'
    expect((await publicSettings('https://other.example')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await forgot('https://other.example')).json().error.code).toBe('cross_origin');
  });

  it('stops when turned off again', async () => {
    await setSettings(t, admin.cookie, 'api', { allowCors: false });
    expect((await publicSettings(partner)).headers['access-control-allow-origin']).toBeUndefined();
    expect((await forgot(partner)).statusCode).toBe(403);
  });
});
