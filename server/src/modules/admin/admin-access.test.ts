import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createUser, type BuiltUser } from '../../test/builders';
import { useTestApp } from '../../test/hooks';

/**
 * docs/product/roles.md: /dashboard and /users admin only, /listings admin and moderator, the rest
 * admin. Every /api/admin endpoint in the OpenAPI document (all modules, present and future)
 * refuses visitors (401) and clients, hosts and moderators (403); moderators may use
 * listing-review endpoints only. Admins get 200 from each endpoint of this module.
 */
const t = useTestApp();
const who: Record<'client' | 'host' | 'moderator' | 'admin', BuiltUser> = {} as never;
beforeAll(async () => {
  for (const type of ['client', 'host', 'moderator', 'admin'] as const) who[type] = await createUser(t, { type });
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
async function adminEndpoints(): Promise<{ method: Method; url: string; path: string }[]> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/') || path === '/api/admin')
    .flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => ({ method: m.toUpperCase() as Method, path, url: path.replace(/\{[^}]+\}/g, 'x0') })),
    );
}
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) } as InjectOptions);

describe('role × endpoint matrix for every /api/admin endpoint', () => {
  it('lists this module’s endpoints in the OpenAPI document', async () => {
    const paths = new Set((await adminEndpoints()).map((e) => `${e.method} ${e.path}`));
    for (const p of [
      'GET /api/admin/dashboard',
      'GET /api/admin/users',
      'GET /api/admin/users/{id}',
      'POST /api/admin/users/{id}/suspend',
      'POST /api/admin/users/{id}/disable',
      'POST /api/admin/users/{id}/reactivate',
      'POST /api/admin/users/{id}/type',
      'POST /api/admin/users/{id}/verify',
      'POST /api/admin/make-admin',
      'GET /api/admin/settings',
      'PUT /api/admin/settings/security',
      'GET /api/admin/settings/history',
      'GET /api/admin/settings/export',
      'POST /api/admin/settings/import',
      'POST /api/admin/settings/reset',
      'GET /api/admin/audit',
      'GET /api/admin/tools/jobs',
      'POST /api/admin/tools/jobs/{name}/run',
      'GET /api/admin/tools/export',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('visitor 401, client 403, host 403, moderator 403 (except listing and review moderation) on every one', async () => {
    const endpoints = await adminEndpoints();
    expect(endpoints.length).toBeGreaterThanOrEqual(20);
    for (const e of endpoints) {
      const visitor = await call(e.method, e.url);
      expect(visitor.statusCode, `visitor ${e.method} ${e.path}`).toBe(401);
      for (const role of ['client', 'host', 'moderator'] as const) {
        if (role === 'moderator' && e.path.startsWith('/api/admin/listings')) continue;
        // Review moderation is for moderators too (design §8); recomputing every rating is not.
        if (role === 'moderator' && e.path.startsWith('/api/admin/reviews') && !e.path.endsWith('/recompute')) continue;
        const res = await call(e.method, e.url, who[role].cookie, {});
        expect(res.statusCode, `${role} ${e.method} ${e.path}`).toBe(403);
        expect(res.json().error.message).toBe('Access denied. Please check your permissions.');
      }
    }
  });

  it('admin 200 on every endpoint of this module', async () => {
    const admin = who.admin.cookie;
    const target = await createUser(t);
    const promote = await createUser(t, { type: 'host' });
    const requests: [Method, string, object?][] = [
      ['GET', '/api/admin/dashboard'],
      ['GET', '/api/admin/users?q=dela&type=client&status=active'],
      ['GET', `/api/admin/users/${target.user.id}`],
      ['POST', `/api/admin/users/${target.user.id}/suspend`],
      ['POST', `/api/admin/users/${target.user.id}/disable`],
      ['POST', `/api/admin/users/${target.user.id}/reactivate`],
      ['POST', `/api/admin/users/${target.user.id}/type`, { type: 'host' }],
      ['POST', `/api/admin/users/${target.user.id}/verify`, { verified: true }],
      ['POST', '/api/admin/make-admin', { email: promote.email }],
      ['GET', '/api/admin/settings'],
      ['PUT', '/api/admin/settings/security', { maxLoginAttempts: 6 }],
      ['GET', '/api/admin/settings/history?category=security'],
      ['GET', '/api/admin/settings/export'],
      ['POST', '/api/admin/settings/import', { content: '{"settings":{"general":{"currency":"PHP"}}}' }],
      ['POST', '/api/admin/settings/reset', { category: 'notifications' }],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/tools/jobs'],
      ['POST', '/api/admin/tools/jobs/purge-outbox/run'],
      ['GET', '/api/admin/tools/export'],
    ];
    for (const [method, url, payload] of requests) {
      const res = await call(method, url, admin, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('the public endpoints stay public: settings subset and fees', async () => {
    expect((await call('GET', '/api/settings/public')).statusCode).toBe(200);
    expect((await call('GET', '/api/pricing/fees?subtotal=1000')).statusCode).toBe(200);
  });
});
