import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { PlatformSettings } from '@espasyo/domain';
import { AppError, ErrorCode, en } from '@espasyo/domain';
import type { Env } from '../env';
import { BOOT_SCRIPT_SOURCE } from './boot-script';

/**
 * Security headers with a CSP the app itself passes (no third parties; no inline script but the
 * one that starts a server-rendered page after its first paint, allowed by its hash).
 * `https`: the public URL is HTTPS (served directly or behind a TLS proxy), so browsers are
 * told to use nothing else for a year, subdomains included (HSTS).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { tileHosts?: string[]; https?: boolean } = {},
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", BOOT_SCRIPT_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(opts.tileHosts ?? [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    hsts: opts.https ? { maxAge: 31_536_000, includeSubDomains: true, preload: false } : false,
  });
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The origins trusted besides the request's own host: the public address (behind a proxy
 * the Host header may differ) and, while CORS is on, the origins the settings list.
 */
export function trustedOrigins(env: Env, settings: { get(): Promise<PlatformSettings> }) {
  return async (): Promise<string[]> => {
    const s = await settings.get();
    return [new URL(env.publicUrl).origin, ...(s.api.allowCors ? s.api.corsOrigins : [])];
  };
}

/**
 * Refuses (403) a request another site's page made: Origin names a foreign site (or the
 * browser says Sec-Fetch-Site: cross-site) and it is not a trusted origin. No Origin at
 * all (a non-browser client) passes; such a client still needs the session cookie.
 */
export async function assertSameOrigin(req: FastifyRequest, allowedOrigins: () => Promise<string[]>) {
  const fetchSite = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  const sameHost = origin ? safeHost(origin) === req.headers.host : true;
  if (fetchSite !== 'cross-site' && sameHost) return;
  if (origin && (await allowedOrigins()).includes(origin)) return;
  throw new AppError(ErrorCode.crossOrigin, en.generic.crossOrigin);
}

/**
 * State-changing requests from another site are refused (CSRF). Browsers send Origin on
 * cross-site POSTs and Sec-Fetch-Site on all requests; the session cookie is SameSite=Lax too.
 * The WebSocket upgrade (a GET) makes the same check itself (realtime/ws.routes.ts).
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: () => Promise<string[]>) {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    if (req.url.startsWith('/api/webhooks/')) return; // signed server-to-server calls
    await assertSameOrigin(req, allowedOrigins);
  });
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * CORS from the live platform settings (api.allowCors, api.corsOrigins): listed origins may
 * call the API from their own pages, without cookies (the session cookie is SameSite=Lax
 * and stays first-party). Off, or for any other origin, no CORS headers are sent.
 */
export async function registerCors(app: FastifyInstance, settings: () => Promise<PlatformSettings>) {
  await app.register(cors, {
    delegator: (req, callback) => {
      settings().then(
        (s) =>
          callback(null, {
            origin: s.api.allowCors && s.api.corsOrigins.includes(req.headers.origin ?? ''),
            credentials: false,
            maxAge: 600,
            // A partner's page may read which API version answered (api-version.ts) and the request's id.
            exposedHeaders: ['X-API-Version', 'X-Request-Id'],
          }),
        (err: Error) => callback(err, { origin: false }),
      );
    },
  });
}
