import { describe, expect, it } from 'vitest';
import { useTestApp, useUser } from '../test/hooks';
import { setSettings } from '../test/settings-helpers';

/** api.apiVersion (issue 30): the version the API reports to its callers, read live. */
const t = useTestApp();
const admin = useUser(t, { type: 'admin' });

describe('X-API-Version', () => {
  it('every API answer, an error too, names api.apiVersion; a change shows at once; pages do not', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['x-api-version']).toBe('v1');
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-thing' })).headers['x-api-version']).toBe('v1');
    await setSettings(t, admin.cookie, 'api', { apiVersion: 'v2' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['x-api-version']).toBe('v2');
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['x-api-version']).toBeUndefined();
    } finally {
      await setSettings(t, admin.cookie, 'api', { apiVersion: 'v1' });
    }
  });
});
