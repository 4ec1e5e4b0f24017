import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError, ErrorCode } from '@espasyo/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { poolStatsOf } from '../db/client';
import { isFromThisMachine } from './loopback';
import type { App } from './types';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function bearerMatches(req: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return !!m && timingSafeEqual(digest(m[1]!), digest(token));
}

/**
 * Prometheus metrics (decision 0054): GET /metrics, outside /api like the probes (no rate limit,
 * maintenance or session rule), readable from this machine only — its socket, and every address
 * a proxy names, must be loopback, so a request from outside through a proxy on this machine is
 * refused whatever TRUST_PROXY says — or with the METRICS_TOKEN bearer token. Each instance is
 * scraped on its own port: its counters are its own.
 */
export function registerMetrics(app: App, ctx: AppContext) {
  const { metrics } = ctx;
  app.addHook('onResponse', async (req, reply) => {
    metrics.httpDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? '(unmatched)', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  metrics.gauge(
    'espasyo_db_pool_connections',
    'PostgreSQL pool connections by pool and state (total, idle, waiting = queries queued for one)',
    ['pool', 'state'],
    (set) => {
      for (const p of poolStatsOf(ctx.db)) {
        set({ pool: p.pool, state: 'total' }, p.total);
        set({ pool: p.pool, state: 'idle' }, p.idle);
        set({ pool: p.pool, state: 'waiting' }, p.waiting);
      }
    },
  );
  metrics.gauge('espasyo_websocket_connections', 'Open realtime WebSockets on this instance', [], (set) =>
    set({}, ctx.realtime.size),
  );

  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!isFromThisMachine(req.raw) && !bearerMatches(req, ctx.env.METRICS_TOKEN)) {
      throw new AppError(ErrorCode.forbidden, 'Metrics are readable from this machine or with the metrics token.');
    }
    void reply.header('cache-control', 'no-store').type(metrics.contentType);
    return metrics.text();
  });
}
