import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@espasyo/domain';

/**
 * /api/openapi.json for those who integrate with us (issue 23): every operation has a stable
 * `operationId` made from its method and path, the shared error body for each 4xx it can answer,
 * and the security scheme it needs — the session cookie for signed-in scopes (modules/index.ts
 * marks them with `requireSession`), a gateway's signature header for webhooks.
 */

export const securitySchemes = (sessionCookie: string) => ({
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookie,
    description:
      'The session cookie set by POST /api/auth/signin. Requests that change something must also send an Origin header of this site.',
  },
  sandboxSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Sandbox-Signature',
    description: 'The sandbox gateway’s HMAC of the raw body.',
  },
  paymongoSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Paymongo-Signature',
    description: 'PayMongo’s webhook signature.',
  },
  stripeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: 'Stripe’s webhook signature.',
  },
});
export type SecurityScheme = keyof ReturnType<typeof securitySchemes>;

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** GET /api/host/payout-methods → getHostPayoutMethods; POST /api/conversations/:id/read → postConversationsByIdRead. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(\/|$)/, '/')
    .split(/[/\-_.]+/)
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'))
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return method.toLowerCase() + (words.join('') || 'Root');
}

interface Schema {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  response?: Record<string, unknown>;
  security?: { [scheme: string]: readonly string[] }[];
  operationId?: string;
  hide?: boolean;
}

/** Adds the shared error body for `statuses` to a route's responses, keeping what it declares itself. */
function withErrors(route: RouteOptions, statuses: number[]) {
  const schema = (route.schema ?? {}) as Schema;
  const response = { ...schema.response };
  for (const status of statuses) response[status] ??= apiErrorSchema;
  route.schema = { ...schema, response };
}

/**
 * What every /api route can answer, whoever may call it: 400 when it reads a body, query or
 * parameters (validation), 404 when its path names something, 403 and 409 for a change (the
 * origin check; a state that no longer allows it), 429 (the API's rate limits).
 */
function describeRoute(route: RouteOptions) {
  const schema = (route.schema ?? {}) as Schema;
  if (schema.hide) return;
  const method = [route.method].flat()[0] ?? 'GET';
  route.schema = { ...schema, operationId: schema.operationId ?? operationIdOf(method, route.url) };
  if (!route.url.startsWith('/api/')) return;
  const statuses = [429];
  if (schema.body || schema.querystring || schema.params) statuses.push(400);
  if (route.url.includes(':')) statuses.push(404);
  if (!SAFE.has(method)) statuses.push(403, 409);
  withErrors(route, statuses);
}

/**
 * For a scope whose guard needs a session (modules/index.ts): its routes declare the cookie and
 * the 401 (no session) and, when the guard checks the role, 403 answers.
 */
export function requireSession(app: FastifyInstance, opts: { role: boolean }) {
  app.addHook('onRoute', (route) => {
    if ((route.schema as Schema | undefined)?.hide) return;
    withErrors(route, opts.role ? [401, 403] : [401]);
    (route.schema as Schema).security ??= [{ sessionCookie: [] }];
  });
}

export async function registerOpenApi(app: FastifyInstance, opts: { sessionCookie: string }) {
  app.addHook('onRoute', describeRoute);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Espasyo API',
        version: '1.0.0',
        description:
          'Sign in with POST /api/auth/signin to receive the session cookie. Every error is `{ "error": { "code", "message", "fields"? } }`.',
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: securitySchemes(opts.sessionCookie) as never },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
