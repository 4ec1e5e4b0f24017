import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

export type Logger = FastifyBaseLogger;

/**
 * The logger of the work under way: a request's (its reqId), a job run's (job, runId) or an
 * outbox delivery's (outboxTask). Kept in async context so a service deep inside the work logs
 * with those ids without each caller passing a logger down (decision 0054).
 */
const current = new AsyncLocalStorage<Logger>();

/** Runs `fn` with `log` as the current logger for everything it awaits. */
export function withLog<T>(log: Logger, fn: () => T): T {
  return current.run(log, fn);
}

/**
 * A logger that writes through the current one, else through `root`: what `ctx.log` is, so a
 * line written inside a request carries its reqId and one inside a job its run id.
 */
export function contextLogger(root: Logger): Logger {
  return new Proxy(root, {
    get(target, prop) {
      const log = current.getStore() ?? target;
      const value = Reflect.get(log, prop, log) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(log) : value;
    },
  });
}
