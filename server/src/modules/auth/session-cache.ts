import type { Database } from '../../db/client';
import { writeWatchOf, type WriteWatch } from '../../db/write-watch';
import type { sessionsRepository } from './sessions.repository';

export type SessionWithUser = NonNullable<Awaited<ReturnType<typeof sessionsRepository.findWithUser>>>;

/**
 * How long a looked-up session may be reused. Writes through this process's database
 * handle drop every entry at once (db/write-watch.ts); the TTL bounds what another
 * instance on the same PostgreSQL changed (a sign-out, a disabled account) to 2 seconds.
 */
const TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  row: SessionWithUser;
  fetchedAt: number;
}

/**
 * The session lookup (sessions ⨝ users) kept in memory: on PGlite that query runs on the
 * server's own thread and cost a signed-in request 3–4 times a visitor's (bench/me.mjs).
 * Only sessions that were found are kept; an unknown cookie always asks the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation: number;

  constructor(private readonly watch: WriteWatch) {
    this.generation = watch.generation;
  }

  /** Take this before reading the database and hand it to set() with what was read. */
  readMark(): number {
    this.sync();
    return this.generation;
  }

  get(id: string, nowMs: number): SessionWithUser | undefined {
    this.sync();
    const e = this.entries.get(id);
    if (!e) return undefined;
    if (nowMs - e.fetchedAt >= TTL_MS || nowMs < e.fetchedAt) {
      this.entries.delete(id);
      return undefined;
    }
    return e.row;
  }

  /** Keeps a row read under `mark`, unless users or sessions changed while it was read. */
  set(id: string, row: SessionWithUser, mark: number, nowMs: number) {
    this.sync();
    if (mark !== this.generation) return;
    this.entries.delete(id);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { row, fetchedAt: nowMs });
  }

  /** The request itself wrote last_seen_at (a write the watch ignores on purpose). */
  touched(id: string, at: Date) {
    const e = this.entries.get(id);
    if (e) e.row = { ...e.row, sessionLastSeenAt: at };
  }

  forget(id: string) {
    this.entries.delete(id);
  }

  private sync() {
    if (this.generation === this.watch.generation) return;
    this.entries.clear();
    this.generation = this.watch.generation;
  }
}

const caches = new WeakMap<Database, SessionCache>();

/** One cache per database handle; none when the handle has no write watch (nothing is kept then). */
export function sessionCacheFor(db: Database): SessionCache | undefined {
  let cache = caches.get(db);
  if (cache) return cache;
  const watch = writeWatchOf(db);
  if (!watch) return undefined;
  cache = new SessionCache(watch);
  caches.set(db, cache);
  return cache;
}
