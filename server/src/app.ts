import Fastify from 'fastify';
import { healthSchema } from '@espasyo/domain';
import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/client';
import type { Env } from './env';
import { systemClock, type AppContext, type Clock } from './context';
import { outboxMailer, smtpMailer, type Mailer } from './lib/mailer';
import type { FileStorage } from './lib/storage';
import { createStorage } from './lib/storage-from-env';
import { registerErrorHandler } from './http/errors';
import type { App } from './http/types';
import {
  loggerOptions,
  OneLinePerRequest,
  registerApiLogSwitch,
  registerRequestContext,
  requestIdFrom,
} from './http/request-log';
import { registerMetrics } from './http/metrics';
import { contextLogger } from './lib/log-context';
import { Metrics } from './lib/metrics';
import { registerGracefulClose, wsPreClose } from './http/graceful-close';
import { registerInputGuard } from './http/input-guard';
import { registerCors, registerOriginCheck, registerSecurityHeaders, trustedOrigins } from './http/security';
import { registerSpa } from './http/spa';
import { tileHostSource } from './lib/map-tiles';
import type { PageRenderer } from '@espasyo/domain/contracts/page-render';
import { registerCompression } from './http/compression';
import { registerApiCacheHeaders } from './http/api-cache';
import { registerAnswerLanguage } from './http/answer-language';
import { registerApiVersionHeader } from './http/api-version';
import { SettingsCache } from './modules/settings/settings.cache';
import { registerSessions, sessionCookieName } from './http/session';
import { registerOpenApi } from './http/openapi';
import { registerHealth, type Lifecycle } from './http/health';
import { registerRateLimit } from './http/rate-limit';
import { connectRedis } from './lib/redis';
import { registerUploads } from './http/uploads';
import { Hub } from './realtime/hub';
import { localBridge, postgresBridge } from './realtime/bridge';
import { Scheduler } from './jobs/scheduler';
import { allJobs } from './jobs/index';
import { registerApiRateLimit } from './http/api-rate-limit';
import { registerMaintenance } from './http/maintenance';
import { outboxDelivery, registerModules } from './modules/index';
import { OutboxWorker } from './modules/outbox/outbox-worker.service';
import { systemPushNetwork, type PushNetwork } from './lib/push-network';
import { registerTwoFactorEnforcement } from './modules/two-factor/two-factor.hooks';

export interface AppDeps {
  db: Database;
  env: Env;
  clock?: Clock;
  mailer?: Mailer;
  /** Where uploaded files go; by default the environment's (env.S3_*, else DATA_DIR/uploads). */
  storage?: FileStorage;
  /** How push services are reached; by default the machine's DNS and connections. */
  pushNetwork?: PushNetwork;
  /** Directory of the built web app; null serves the API only. */
  webDist?: string | null;
  /**
   * Renders the public pages; by default the web build's server renderer, and createApp rejects
   * when webDist holds a build without it. null: none, every page is the shell.
   */
  renderPage?: PageRenderer | null;
  /** Where log lines go instead of stdout. */
  logStream?: NodeJS.WritableStream;
  /**
   * Tests: the outbox delivers right after each commit that queued tasks, and a reply waits
   * for it, so a test reads the mailbox or the disk straight after a call. main.ts starts the
   * worker instead (it also polls, and never holds a reply).
   */
  deliverBeforeReply?: boolean;
}

export async function createApp(deps: AppDeps): Promise<{ app: App; ctx: AppContext; lifecycle: Lifecycle }> {
  const { env } = deps;
  const app = Fastify({
    logger: loggerOptions(env, deps.logStream),
    logController: new OneLinePerRequest(),
    trustProxy: env.TRUST_PROXY === 'true',
    bodyLimit: 1024 * 1024, // JSON bodies; uploads set their own limit from the settings
    requestIdHeader: false, // genReqId reads X-Request-Id, from a trusted proxy only
    genReqId: requestIdFrom(env),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const settings = new SettingsCache(deps.db);
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, app.log) : null;
  if (redis) {
    app.addHook('onClose', async () => {
      // QUIT lets the commands under way finish; if Redis is away it cannot answer, so just drop the socket.
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  // Realtime fan-out: LISTEN/NOTIFY across instances on PostgreSQL, in-process on PGlite.
  const bridge = env.DATABASE_URL ? await postgresBridge(env.DATABASE_URL, deps.db, app.log) : localBridge();
  const ctx: AppContext = {
    db: deps.db,
    env,
    settings,
    clock: deps.clock ?? systemClock,
    mailer: deps.mailer ?? (env.SMTP_URL ? smtpMailer(deps.db, env.SMTP_URL, env.SMTP_FROM) : outboxMailer(deps.db)),
    realtime: new Hub(bridge),
    jobs: new Scheduler(() => ctx, allJobs, app.log),
    outbox: new OutboxWorker(() => ctx, app.log, outboxDelivery),
    redis,
    storage: deps.storage ?? createStorage(env),
    log: contextLogger(app.log),
    metrics: new Metrics(),
    pushNetwork: deps.pushNetwork ?? systemPushNetwork,
  };
  registerErrorHandler(app);
  registerRequestContext(app); // X-Request-Id on every answer; ctx.log names the request
  registerApiLogSwitch(app, settings); // api.enableApiLogs: off, API requests write no request line
  registerApiVersionHeader(app, settings); // api.apiVersion in X-API-Version on every API answer
  registerGracefulClose(app, ctx); // app.close(): sockets told to reconnect, requests, jobs and deliveries finish
  app.addHook('onClose', async () => ctx.storage.close()); // after them: an outbox delivery may delete a file
  if (deps.deliverBeforeReply) {
    ctx.outbox.followCommits();
    app.addHook('onSend', async (_req, _reply, payload) => {
      await ctx.outbox.idle();
      return payload;
    });
  }
  const tileHost = env.MAP_TILE_URL === 'off' ? null : tileHostSource(env.MAP_TILE_URL);
  await registerSecurityHeaders(app, {
    https: env.publicUrl.startsWith('https:'),
    tileHosts: tileHost ? [tileHost] : [],
  });
  registerInputGuard(app); // NUL and broken Unicode → 400 before anything reads the request
  registerAnswerLanguage(app); // an API answer's texts in the language the caller asks for; before compression
  await registerCompression(app); // before any route: API answers ≥ 1 KiB in br or gzip
  registerApiCacheHeaders(app); // API answers: private, no-store and Vary: Cookie unless a route chose public caching
  await app.register(cookie);
  await registerCors(app, () => settings.get());
  registerOriginCheck(app, trustedOrigins(env, settings));
  await registerRateLimit(app, redis, env.REDIS_KEY_PREFIX); // in Redis when REDIS_URL is set
  await registerUploads(app);
  registerSessions(app, ctx); // req.user for every module below
  registerApiRateLimit(app, ctx); // per user or IP, limits read live from the settings
  registerMaintenance(app, ctx); // 503 for everyone but admins while maintenance mode is on
  registerTwoFactorEnforcement(app, ctx); // staff who must turn on 2FA may only do that
  // /api/ws (realtime/ws.routes.ts); on close every socket gets the reconnect hint
  await app.register(websocket, { options: { maxPayload: 16 * 1024 }, preClose: wsPreClose(ctx) });
  await registerOpenApi(app, { sessionCookie: sessionCookieName(env) }); // before the modules: it describes each route
  app.get(
    '/api/health',
    { schema: { tags: ['ops'], summary: 'Liveness', response: { 200: healthSchema } } },
    async () => ({ ok: true as const }),
  );
  const lifecycle: Lifecycle = { draining: false };
  registerHealth(app, { db: deps.db, redis, storage: ctx.storage, lifecycle }); // /healthz and /readyz for a load balancer
  registerMetrics(app, ctx); // /metrics for Prometheus: this machine or METRICS_TOKEN

  await registerModules(app, ctx);
  await registerSpa(app, ctx, deps.webDist ?? null, deps.renderPage);
  return { app, ctx, lifecycle };
}
