import { sql } from 'kysely';
import type { DatabaseHandle } from './client';

/** The advisory lock's key: any constant no other code on this database uses. */
export const STARTUP_LOCK_KEY = 7_347_200_023;

/**
 * Runs a server's start-up work on the database — migrations, the settings row, the Web Push
 * keys, the demo data — under a PostgreSQL session advisory lock (`pg_advisory_lock`), so that of
 * instances started at the same moment one does it while the others wait, then find it done
 * (decision 0054). The lock is held on one connection of the pool for the whole work and freed
 * after it; a crashed holder's session ends and frees it. Kysely's migrator takes its own lock
 * around the migrations alone; this one also covers what runs before and after them.
 * On PGlite the DATA_DIR lock file already keeps a second server out: nothing to take.
 */
export async function withStartupLock<T>(handle: Pick<DatabaseHandle, 'db' | 'kind'>, work: () => Promise<T>) {
  if (handle.kind !== 'postgres') return work();
  return handle.db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(conn);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(conn);
    }
  });
}
