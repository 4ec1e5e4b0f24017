import { sql } from 'kysely';
import { healthSchema, readinessSchema, type Readiness } from '@espasyo/domain';
import { pendingMigrations, type Database } from '../db/client';
import type { Redis } from 'ioredis';
import { redisAnswers } from '../lib/redis';
import type { FileStorage } from '../lib/storage';
import type { App } from './types';

/** Whether the instance is stopping; set by startup/shutdown.ts. */
export interface Lifecycle {
  draining: boolean;
}

/**
 * Probes for a load balancer or an orchestrator (issue 23), outside /api so no rate limit,
 * maintenance mode or session rule applies to them:
 * - GET /healthz: the process is alive and answers (no dependency is checked: a database
 *   outage must not make every instance be restarted);
 * - GET /readyz: this instance can serve: the database answers and its migrations are current,
 *   Redis answers when REDIS_URL is set (its rate limits are only shared while it does), and the
 *   S3 bucket answers when files live in one (the local directory is this machine's disk: the
 *   process being up covers it). 503 otherwise, so the balancer sends traffic elsewhere until it
 *   is; 503 with `draining` from the moment it is told to stop (startup/shutdown.ts), while it
 *   still serves what comes.
 */
export function registerHealth(
  app: App,
  deps: { db: Database; redis: Redis | null; storage: FileStorage; lifecycle: Lifecycle },
) {
  const { db, redis, storage, lifecycle } = deps;
  app.get(
    '/healthz',
    { schema: { tags: ['ops'], summary: 'Liveness: the process answers', response: { 200: healthSchema } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return { ok: true as const };
    },
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['ops'],
        summary:
          'Readiness: the database answers, its migrations are current, Redis and the S3 storage answer when configured (503 when not, or when stopping)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_req, reply) => {
      const checks = await readiness(db, redis, storage);
      void reply.header('cache-control', 'no-store');
      if (lifecycle.draining) return reply.status(503).send({ ...checks, ok: false, draining: true });
      return reply.status(checks.ok ? 200 : 503).send(checks);
    },
  );
}

const okOrFailed = (p: Promise<unknown>) =>
  p.then(
    () => 'ok' as const,
    () => 'failed' as const,
  );

async function readiness(db: Database, redis: Redis | null, storage: FileStorage): Promise<Readiness> {
  // Asked together: a slow bucket or Redis does not add to a slow database's time.
  const [database, cache, files] = await Promise.all([
    okOrFailed(sql`select 1`.execute(db)),
    redis ? redisAnswers(redis).then((up) => (up ? ('ok' as const) : ('failed' as const))) : null,
    storage.kind === 's3' ? okOrFailed(storage.check()) : null,
  ]);
  const migrations =
    database === 'failed'
      ? ('failed' as const)
      : await pendingMigrations(db).then(
          (pending) => (pending.length ? ('pending' as const) : ('ok' as const)),
          () => 'failed' as const,
        );
  return {
    ok: database === 'ok' && migrations === 'ok' && cache !== 'failed' && files !== 'failed',
    checks: { database, migrations, ...(cache ? { redis: cache } : {}), ...(files ? { storage: files } : {}) },
  };
}
