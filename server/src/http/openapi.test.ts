import { describe, expect, it, vi } from 'vitest';
import type { RouteOptions } from 'fastify';
import { useTestApp } from '../test/hooks';

/*
 * Decision 0021: every endpoint has a contract. Each /api route (but the WebSocket and the
 * OpenAPI document itself) must declare a response schema for its success status, a params
 * schema when its URL has parameters, and a body or querystring schema when its handler
 * reads one, and /api/openapi.json must show it. Routes are collected with an onRoute hook
 * added to every Fastify instance the app creates.
 */
const routes = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const mod = await importOriginal<typeof import('fastify')>();
  const create = ((opts?: object) => {
    const app = mod.default(opts);
    app.addHook('onRoute', (r) => void routes.push(r));
    return app;
  }) as unknown as typeof mod.default;
  return { ...mod, default: create };
});

const t = useTestApp();
const SKIP = new Set(['/api/ws', '/api/openapi.json']);

interface Schema {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<string, unknown>;
  hide?: boolean;
}

function apiRoutes() {
  return routes.flatMap((r) =>
    [r.method]
      .flat()
      .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
      .filter(() => r.url.startsWith('/api/') && !SKIP.has(r.url))
      .map((method) => ({
        method,
        url: r.url,
        schema: (r.schema ?? {}) as Schema,
        handler: String(r.handler),
      })),
  );
}

describe('every /api endpoint has a contract', () => {
  it('collects the routes', () => {
    expect(apiRoutes().length).toBeGreaterThanOrEqual(60);
  });

  it('declares a response schema for its success status', () => {
    const missing = apiRoutes()
      .filter((r) => !Object.keys(r.schema.response ?? {}).some((status) => /^2\d\d$/.test(status)))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('declares params, body and querystring schemas where it takes them', () => {
    const missing: string[] = [];
    for (const r of apiRoutes()) {
      const name = `${r.method} ${r.url}`;
      if (r.url.includes(':') && !r.schema.params) missing.push(`${name}: params`);
      if (/\breq\.body\b/.test(r.handler) && !r.schema.body) missing.push(`${name}: body`);
      if (/\breq\.query\b/.test(r.handler) && !r.schema.querystring) missing.push(`${name}: querystring`);
      if (/\breq\.params\b/.test(r.handler) && !r.schema.params) missing.push(`${name}: params`);
    }
    expect(missing).toEqual([]);
  });

  it('documents each one in /api/openapi.json with its success response', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>>;
    };
    const undocumented: string[] = [];
    for (const r of apiRoutes()) {
      const path = r.url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      const ok = Object.entries(op?.responses ?? {}).some(
        ([status, res]) => status === '204' || (/^2\d\d$/.test(status) && !!res.content),
      );
      if (!ok) undocumented.push(`${r.method} ${r.url}`);
    }
    expect(undocumented).toEqual([]);
  });
});
