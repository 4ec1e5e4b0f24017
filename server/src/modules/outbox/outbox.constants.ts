/** The outbox's timing (decision 0032). */

/** Attempts before a task is failed for good (about an hour of retries in all). */
export const MAX_ATTEMPTS = 8;

/** After the nth failed attempt: 30 s × 2^(n−1), at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/**
 * How long a claim holds a task unless renewed. The worker renews the lease of every task it
 * holds each HEARTBEAT_MS while it delivers its batch, so a live worker keeps its tasks however
 * long the batch takes, and a dead worker's tasks are taken again at most LEASE_MS after its last
 * renewal (plus one POLL_MS): within a minute of a crash (decision 0070).
 */
export const LEASE_MS = 30_000;
/** How often a delivering worker renews its leases: three chances before one runs out. */
export const HEARTBEAT_MS = 10_000;
/** A delivery that has not finished by then counts as failed (a hung SMTP server). */
export const DELIVERY_TIMEOUT_MS = 60_000;
/** How often each instance looks for due tasks that no commit of its own announced. */
export const POLL_MS = 5_000;
/** Tasks claimed in one statement, then delivered one after another in the order they were queued (realtime first). */
export const BATCH = 10;
/** Delivered tasks are kept this long for staff to look back on, then purged. */
export const KEEP_DELIVERED_DAYS = 7;
