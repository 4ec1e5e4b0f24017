import type { Lifecycle } from '../http/health';
import type { Logger } from '../lib/log-context';

export interface ShutdownParts {
  /** The app: its close() drains it (http/graceful-close.ts). */
  app: { close(): Promise<unknown> };
  /** /readyz answers 503 from the first moment (http/health.ts). */
  lifecycle: Lifecycle;
  /** How long the instance keeps serving while /readyz says 503, for a balancer that polls it. */
  delayMs: number;
  closeDatabase(): Promise<void>;
  timeoutMs: number;
  log: Pick<Logger, 'info' | 'warn'>;
}

/**
 * A graceful stop (decision 0054): /readyz turns 503 at once and, after `delayMs` for a balancer
 * that polls it to notice (nginx, which does not, moves on when the port stops answering), the app drains — no new requests, sockets told to reconnect,
 * requests, the running job and outbox deliveries finish — for at most `timeoutMs`, then the
 * database is closed. 'timed out' when work was still under way: a job's claim lapses and the
 * outbox's lease expires, so another instance (or this one, restarted) takes it up again.
 */
export async function shutDown(parts: ShutdownParts): Promise<'drained' | 'timed out'> {
  const { app, closeDatabase, timeoutMs, log } = parts;
  parts.lifecycle.draining = true;
  if (parts.delayMs > 0) await new Promise((r) => setTimeout(r, parts.delayMs));
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timed out'>((resolve) => {
    timer = setTimeout(() => resolve('timed out'), timeoutMs);
  });
  const drained = app.close().then(
    () => 'drained' as const,
    (err: unknown) => {
      log.warn({ err }, 'closing the app failed');
      return 'drained' as const;
    },
  );
  const outcome = await Promise.race([drained, late]);
  clearTimeout(timer);
  if (outcome === 'timed out') log.warn({ timeoutMs }, 'shutdown timed out with work under way; stopping anyway');
  await closeDatabase().catch((err: unknown) => log.warn({ err }, 'closing the database failed'));
  log.info({ outcome }, 'stopped');
  return outcome;
}
