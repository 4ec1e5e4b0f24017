import { describe, expect, it } from 'vitest';
import { useTestApp } from './test/hooks';

const t = useTestApp();

describe('http foundation', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(Object.keys(res.json().paths)).toContain('/api/settings/public');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('refuses state-changing requests from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('cross_origin');
  });

  it('installs settings with PHP and Asia/Manila over the spec defaults', async () => {
    const s = await t.ctx.settings.get();
    expect(s.general.currency).toBe('PHP');
    expect(s.general.timezone).toBe('Asia/Manila');
    expect(s.financial.platformFeePercentage).toBe(9);
    const pub = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(pub.json()).toMatchObject({ currency: 'PHP', maintenanceMode: false });
    expect(pub.json()).not.toHaveProperty('financial');
  });
});

describe('same-site requests behind a proxy', () => {
  it('accepts the public address as an origin even when the Host header differs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { origin: t.ctx.env.publicUrl, host: 'internal-upstream:3000' },
    });
    expect(res.statusCode).toBe(204);
  });
});
