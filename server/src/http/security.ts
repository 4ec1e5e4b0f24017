import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import type { PlatformSettings } from '@espasyo/domain';
import { AppError, ErrorCode, en } from '@espasyo/domain';

/** Security headers with a CSP the app itself passes (no inline scripts, no third parties). */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { tileHosts?: string[] } = {}) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
    hsts: false, // set by the TLS-terminating proxy in production
  });
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests from another site are refused (CSRF). Browsers send Origin on
 * cross-site POSTs and Sec-Fetch-Site on all requests; the session cookie is SameSite=Lax too.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: () => Promise<string[]>) {
  app.addHook('onRequest', async (req) => {
    if (SAFE.has(req.method) || !req.url.startsWith('/api/')) return;
    if (req.url.startsWith('/api/webhooks/')) return; // signed server-to-server calls
    const fetchSite = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const host = req.headers.host;
    const sameHost = origin ? safeHost(origin) === host : true;
    const allowed = origin ? (await allowedOrigins()).includes(origin) : false;
    if ((fetchSite === 'cross-site' || !sameHost) && !allowed) {
      throw new AppError(ErrorCode.crossOrigin, en.generic.crossOrigin, 403);
    }
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
        (s) => callback(null, { origin: s.api.allowCors && s.api.corsOrigins.includes(req.headers.origin ?? ''), credentials: false, maxAge: 600 }),
        (err: Error) => callback(err, { origin: false }),
      );
    },
  });
}
