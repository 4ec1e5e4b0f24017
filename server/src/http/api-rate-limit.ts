import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode, en } from '@espasyo/domain';
import type { AppContext } from '../context';
import { RedisWindowCounter } from './redis-window-counter';
import { WindowCounter, type HitResult, type WindowLimiter } from './window-counter';

/** Never limited: liveness probes and signed server-to-server calls (payment webhooks). */
const EXEMPT_PATHS = new Set(['/api/health']);
const EXEMPT_PREFIXES = ['/api/webhooks/'];

const WINDOWS = [
  { name: 'minute', ms: 60_000 },
  { name: 'hour', ms: 3_600_000 },
  { name: 'day', ms: 86_400_000 },
] as const;

/**
 * The API rate limit (decision 0008): `api.rateLimitPerMinute/Hour/Day`, read live from the
 * settings on every request, counted per signed-in user, else per IP address. Static files
 * and the SPA are not counted. Over a limit: 429 'Too many requests. Please try again later.'
 * RATE_LIMIT_SCALE multiplies the three limits (the browser tests run many users from one IP).
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
    const { api } = await ctx.settings.get();
    const scale = ctx.env.RATE_LIMIT_SCALE;
    const perWindow = [api.rateLimitPerMinute, api.rateLimitPerHour, api.rateLimitPerDay];
    const limits = WINDOWS.map((w, i) => ({ ms: w.ms, max: perWindow[i] * scale }));
    const key = req.user ? `user:${req.user.id}` : `ip:${req.ip}`;
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
