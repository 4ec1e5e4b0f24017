import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import rateLimit from '@fastify/rate-limit';
import { AppError, ErrorCode, en } from '@espasyo/domain';

/**
 * Registers @fastify/rate-limit once, with no global limit: a route opts in with
 * `config: { rateLimit: { max, timeWindow } }`. The check runs in onRequest, before the
 * body is read and before any password hashing.
 *
 * Counters live in this process's memory, or in Redis when REDIS_URL is set (decision 0052):
 * the plugin's own Redis store, one script per hit, under `<prefix>rl:route:<method><url>-<key>`,
 * so every instance counts a route's caller in one key. skipOnError: while Redis does not
 * answer, a limited route lets requests through uncounted rather than refusing everyone; the
 * per-account limits (sign-in lockout, reset emails, message posting) are in the database and
 * still hold.
 */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | null, keyPrefix: string) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(ErrorCode.rateLimited, en.generic.tooManyRequests),
    ...(redis ? { redis, nameSpace: `${keyPrefix}rl:route:`, skipOnError: true } : {}),
  });
}
