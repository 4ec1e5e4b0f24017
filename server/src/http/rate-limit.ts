import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AppError, ErrorCode, en } from '@espasyo/domain';

/**
 * Registers @fastify/rate-limit once, with no global limit: a route opts in with
 * `config: { rateLimit: { max, timeWindow } }`. The check runs in onRequest, before the
 * body is read and before any password hashing. Counters live in this process's memory.
 */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(ErrorCode.rateLimited, en.generic.tooManyRequests),
  });
}
