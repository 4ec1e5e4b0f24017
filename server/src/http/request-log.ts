import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Env } from '../env';

/**
 * One log line per request, written when it completes: method, path, status, time in ms and
 * the request id (Fastify's default is two, 'incoming request' and 'request completed'). The
 * query string stays out of the log: page links carry reset and verification tokens there.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: request.url.split('?')[0],
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
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
