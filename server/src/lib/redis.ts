import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The app's one Redis client (decision 0052), made from REDIS_URL. Tuned for rate limits
 * rather than ioredis's defaults, which queue and retry a command for ever while Redis is away:
 * here a command fails at once while the connection is down (no offline queue) and after a
 * second on a connection that stops answering, and the caller lets the request through (a
 * limit's store being down must not take the API down, nor make every request wait).
 * Resolves once connected, or after the first failed attempt (at most the connect timeout):
 * a start never depends on Redis, and it keeps reconnecting; /readyz tells whether it answers.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 1000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // At most 2 s between attempts, so a Redis that comes back is used again soon.
    retryStrategy: (times) => Math.min(times * 100, 2000),
  });
  // ioredis emits 'error' on every failed attempt; one line when it is lost, one when it is back.
  let lost = false;
  redis.on('error', (err: Error) => {
    if (lost) return;
    lost = true;
    log.warn({ err: err.message }, 'redis unreachable: rate limits let requests through until it answers');
  });
  redis.on('ready', () => {
    if (lost) log.info('redis answers again');
    lost = false;
  });
  await new Promise<void>((resolve) => {
    const done = () => {
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    redis.once('ready', done);
    redis.once('error', done);
  });
  return redis;
}

/** Whether Redis answers a PING within its command timeout. */
export async function redisAnswers(redis: Redis): Promise<boolean> {
  return redis.ping().then(
    (r) => r === 'PONG',
    () => false,
  );
}
