import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Env } from '../env';
import { withLog } from '../lib/log-context';
import type { SettingsCache } from '../modules/settings/settings.cache';
import type { App } from './types';

/** API requests that arrived while api.enableApiLogs was off: no line is written for them. */
const unlogged = new WeakSet<FastifyRequest>();

/**
 * One log line per request, written when it completes: method, path, the route's pattern
 * (`/api/bookings/:id`), status, time in ms, the signed-in user's id and the request id
 * (Fastify's default is two, 'incoming request' and 'request completed'). The query string
 * stays out of the log: page links carry reset and verification tokens there. An API request
 * made while `api.enableApiLogs` is off writes none (registerApiLogSwitch); an unhandled error
 * is still logged by the error handler.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request) || unlogged.has(request)) return;
    const line = {
      method: request.method,
      url: request.url.split('?')[0],
      route: request.routeOptions.url ?? null,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      userId: request.user?.id ?? null,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

/**
 * api.enableApiLogs, read live at each request's start: off, an API request (/api/…) is left out
 * of the request log. Pages, files and the probes are logged either way.
 */
export function registerApiLogSwitch(app: App, settings: SettingsCache) {
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    if (!(await settings.get()).api.enableApiLogs) unlogged.add(req);
  });
}

/** Pino options; `stream` replaces stdout (tests read the lines). */
export function loggerOptions(env: Env, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (env.LOG_LEVEL === 'silent') return false;
  return {
    level: env.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    hooks: {
      // main.ts prints one ready line; Fastify's "Server listening at" for every network
      // interface says the same again.
      logMethod(args, method) {
        if (typeof args[0] === 'string' && args[0].startsWith('Server listening at ')) return;
        method.apply(this, args);
      },
    },
  };
}

/**
 * A request id as a proxy may send it: printable, short, no spaces or quotes. It is logged and
 * shown as a 5xx answer's reference, so anything else is replaced by our own.
 */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * Fastify's genReqId: the X-Request-Id of the proxy in front when TRUST_PROXY says there is one
 * (so its access log and ours name a request alike), else a fresh id. Without TRUST_PROXY the
 * header is the client's own words and is ignored.
 */
export function requestIdFrom(env: Pick<Env, 'TRUST_PROXY'>): (req: IncomingMessage) => string {
  return (req) => {
    const given = env.TRUST_PROXY === 'true' ? req.headers['x-request-id'] : undefined;
    if (typeof given === 'string' && PROXY_REQUEST_ID.test(given)) return given;
    return Math.random().toString(36).slice(2, 10);
  };
}

/**
 * Every answer carries its X-Request-Id, and the request's logger (its reqId) is the current
 * one while it is handled (lib/log-context): a service's `ctx.log` line names the request. Bound
 * again before the handler, as reading the body runs outside the first hook's context.
 */
export function registerRequestContext(app: App) {
  app.addHook('onRequest', (req, reply, done) => {
    void reply.header('x-request-id', req.id);
    withLog(req.log, done);
  });
  app.addHook('preHandler', (req, _reply, done) => withLog(req.log, done));
}
