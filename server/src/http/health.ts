import { sql } from 'kysely';
import { healthSchema, readinessSchema, type Readiness } from '@espasyo/domain';
import { pendingMigrations, type Database } from '../db/client';
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
 * - GET /readyz: this instance can serve: the database answers and its migrations are current.
 *   503 otherwise, so the balancer sends traffic elsewhere until it is; 503 with `draining` from
 *   the moment it is told to stop (startup/shutdown.ts), while it still serves what comes.
 */
export function registerHealth(app: App, db: Database, lifecycle: Lifecycle) {
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
        summary: 'Readiness: the database answers and its migrations are current (503 when not, or when stopping)',
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_req, reply) => {
      const checks = await readiness(db);
      void reply.header('cache-control', 'no-store');
      if (lifecycle.draining) return reply.status(503).send({ ...checks, ok: false, draining: true });
      return reply.status(checks.ok ? 200 : 503).send(checks);
    },
  );
}

async function readiness(db: Database): Promise<Readiness> {
  const database = await sql`select 1`.execute(db).then(
    () => 'ok' as const,
    () => 'failed' as const,
  );
  const migrations =
    database === 'failed'
      ? ('failed' as const)
      : await pendingMigrations(db).then(
          (pending) => (pending.length ? ('pending' as const) : ('ok' as const)),
          () => 'failed' as const,
        );
  return { ok: database === 'ok' && migrations === 'ok', checks: { database, migrations } };
}
