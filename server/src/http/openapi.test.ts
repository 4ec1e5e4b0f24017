import { compileErrors, validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteOptions } from 'fastify';
import { useTestApp } from '../test/hooks';
import { operationIdOf } from './openapi';

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
        limitedAs: r.config?.limitedAs,
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

describe('files are not API calls (decision 0062)', () => {
  /** The media types a route's success answer may have. */
  const mediaTypes = (schema: Schema) =>
    Object.keys((schema.response?.['200'] as { content?: Record<string, unknown> } | undefined)?.content ?? {});

  it('every route that answers a picture or an uploaded file is counted as a file, and only those', () => {
    const routes = apiRoutes();
    const pictures = routes.filter((r) => mediaTypes(r.schema).some((t) => t.startsWith('image/')));
    expect(pictures.length).toBeGreaterThanOrEqual(6);
    expect(pictures.filter((r) => r.limitedAs !== 'file').map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(
      routes.filter((r) => r.limitedAs === 'file' && !pictures.includes(r)).map((r) => `${r.method} ${r.url}`),
    ).toEqual([]);
  });

  it('the session check is counted on its own, and nothing else with it', () => {
    expect(
      apiRoutes()
        .filter((r) => r.limitedAs === 'session')
        .map((r) => `${r.method} ${r.url}`),
    ).toEqual(['GET /api/auth/me']);
  });
});

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string; properties?: object } }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

describe('/api/openapi.json for those who integrate with us (issue 23)', () => {
  const doc = {} as Document;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op })),
    );
  const find = (method: string, path: string) => {
    const op = doc.paths[path]?.[method];
    if (!op) throw new Error(`${method} ${path} is not in the document`);
    return op;
  };

  beforeAll(async () => {
    Object.assign(doc, (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
  });

  it('is a valid OpenAPI 3 document for a maintained validator (@readme/openapi-parser)', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : compileErrors(result)).toEqual([]);
  });

  it('gives every operation a unique operationId made from its method and path', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(find('get', '/api/host/payout-methods').operationId).toBe('getHostPayoutMethods');
    expect(find('post', '/api/conversations/{id}/read').operationId).toBe('postConversationsByIdRead');
    expect(operationIdOf('GET', '/api/listings/:id')).toBe('getListingsById');
  });

  it('describes the error answers with the shared error body', () => {
    const missing = operations()
      .filter(({ path }) => path.startsWith('/api/'))
      .filter(({ op }) => !Object.keys(op.responses).some((s) => /^4\d\d$/.test(s)))
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    const wallet = find('get', '/api/host/wallet').responses;
    expect(Object.keys(wallet)).toEqual(expect.arrayContaining(['401', '403', '429']));
    const error = wallet['401']!.content!['application/json']!.schema!;
    expect(JSON.stringify(error)).toContain('"code"');
    expect(Object.keys(find('post', '/api/bookings/').responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '409', '429']),
    );
    expect(Object.keys(find('get', '/api/listings/{id}').responses)).toEqual(expect.arrayContaining(['400', '404']));
  });

  it('lists every refusal of the access pass and the gate (issue 33)', () => {
    const statuses = (method: string, path: string) => Object.keys(find(method, path).responses).sort();
    expect(statuses('post', '/api/host/check-ins')).toEqual(
      ['200', '400', '401', '403', '404', '409', '422', '423', '429'].sort(),
    );
    expect(statuses('post', '/api/host/check-ins/{id}/check-out')).toEqual(
      ['200', '400', '401', '403', '404', '409', '429'].sort(),
    );
    expect(statuses('get', '/api/bookings/{id}/pass')).toEqual(['200', '400', '401', '404', '409', '429'].sort());
    expect(statuses('get', '/api/host/check-ins')).toEqual(['200', '400', '401', '403', '404', '429'].sort());
    expect(statuses('get', '/api/host/check-in/listings')).toEqual(['200', '401', '403', '429'].sort());
    const locked = find('post', '/api/host/check-ins').responses['423']!.content!['application/json']!.schema!;
    expect(JSON.stringify(locked)).toContain('"code"');
  });

  it('declares the session cookie and the webhook signatures as security schemes, and which operation needs which', () => {
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'espasyo_session',
    });
    expect(doc.components.securitySchemes.stripeSignature).toMatchObject({ in: 'header', name: 'Stripe-Signature' });
    expect(find('get', '/api/me/sessions').security).toEqual([{ sessionCookie: [] }]);
    expect(find('get', '/api/admin/users').security).toEqual([{ sessionCookie: [] }]);
    expect(find('post', '/api/webhooks/stripe').security).toEqual([{ stripeSignature: [] }]);
    expect(find('get', '/api/listings').security).toBeUndefined(); // open: search needs no session
    expect(find('post', '/api/auth/signin').security).toBeUndefined();
    expect(find('get', '/api/auth/me').security).toBeUndefined(); // answers null to a visitor
  });
});
