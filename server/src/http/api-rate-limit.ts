import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ErrorCode, en } from '@espasyo/domain';
import type { AppContext } from '../context';
import { RedisWindowCounter } from './redis-window-counter';
import { WindowCounter, type HitResult, type WindowLimiter } from './window-counter';

/** Never limited: liveness probes and signed server-to-server calls (payment webhooks). */
const EXEMPT_PATHS = new Set(['/api/health']);
const EXEMPT_PREFIXES = ['/api/webhooks/'];

const MINUTE_MS = 60_000;
const WINDOWS = [
  { name: 'minute', ms: MINUTE_MS },
  { name: 'hour', ms: 3_600_000 },
  { name: 'day', ms: 86_400_000 },
] as const;

/**
 * The routes counted apart from the API limit, each kind with its own count a minute (decision
 * 0062). A route says which it is with `config: { limitedAs }`; every other /api route is an API call.
 * - `file`: an uploaded image or a placeholder picture. A page of search results shows one per
 *   listing, so counting them as API calls signed people out after a few searches; per address,
 *   like a web server's limit on static files.
 * - `session`: the session check (GET /api/auth/me), which tells the app whether someone is
 *   signed in; a refusal there must never look like being signed out. Per caller, as the API.
 */
export const ROUTE_LIMITS = {
  file: { perMinute: 1_200, per: 'address' },
  session: { perMinute: 600, per: 'caller' },
} as const;

export type LimitedAs = keyof typeof ROUTE_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted under one of ROUTE_LIMITS instead of the API limit (http/api-rate-limit.ts). */
    limitedAs?: LimitedAs;
  }
}

/** The count a request goes in, and that count's limits (already multiplied by RATE_LIMIT_SCALE). */
async function bucketOf(req: FastifyRequest, ctx: AppContext) {
  const scale = ctx.env.RATE_LIMIT_SCALE;
  const caller = req.user ? `user:${req.user.id}` : `ip:${req.ip}`;
  const kind = req.routeOptions.config.limitedAs;
  if (kind) {
    const { perMinute, per } = ROUTE_LIMITS[kind];
    return {
      key: `${kind}:${per === 'address' ? `ip:${req.ip}` : caller}`,
      limits: [{ ms: MINUTE_MS, max: perMinute * scale }],
    };
  }
  const { api } = await ctx.settings.get();
  const perWindow = [api.rateLimitPerMinute, api.rateLimitPerHour, api.rateLimitPerDay];
  return { key: caller, limits: WINDOWS.map((w, i) => ({ ms: w.ms, max: perWindow[i] * scale })) };
}

/**
 * The API rate limit (decision 0008): `api.rateLimitPerMinute/Hour/Day`, read live from the
 * settings on every request, counted per signed-in user, else per IP address. Files and the
 * session check have their own counts instead (ROUTE_LIMITS). Static files and the SPA are not
 * counted. Over a limit: 429 'Too many requests. Please try again later.' with Retry-After.
 * RATE_LIMIT_SCALE multiplies every limit (the browser tests run many users from one IP).
 * Registered after the session hook so req.user is known.
 * Counted in Redis when REDIS_URL is set, so every instance shares one count (decision 0052);
 * while Redis does not answer, requests pass uncounted (the client logs the outage, /readyz shows it).
 */
export function registerApiRateLimit(app: FastifyInstance, ctx: AppContext) {
  const counter: WindowLimiter = ctx.redis
    ? new RedisWindowCounter(ctx.redis, ctx.env.REDIS_KEY_PREFIX)
    : new WindowCounter();
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0];
    if (!path.startsWith('/api/') || EXEMPT_PATHS.has(path) || EXEMPT_PREFIXES.some((p) => path.startsWith(p))) return;
    const { key, limits } = await bucketOf(req, ctx);
    let r: HitResult;
    try {
      r = await counter.hit(key, limits, ctx.clock.now().getTime());
    } catch {
      return; // Redis is away: let the request through rather than refuse every caller
    }
    reply.header('x-ratelimit-limit', r.limit);
    reply.header('x-ratelimit-remaining', r.remaining);
    reply.header('x-ratelimit-reset', Math.ceil(r.resetMs / 1000));
    if (!r.allowed) {
      reply.header('retry-after', Math.ceil(r.resetMs / 1000));
      throw new AppError(ErrorCode.rateLimited, en.generic.tooManyRequests);
    }
  });
}
