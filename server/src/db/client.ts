import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, type Dialect, type Transaction } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrations } from './migrations/index';
import type { DB } from './schema';
import { registerWriteWatch, watchWrites, WriteWatch } from './write-watch';

export type Database = Kysely<DB>;
export type Tx = Transaction<DB>;
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Kysely<DB> | Transaction<DB>;

export interface OpenOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite data directory; omit for an in-memory database (tests). */
  dataDir?: string;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  let dialect: Dialect;
  let kind: DatabaseHandle['kind'];
  if (opts.url) {
    // Timestamps as Date, bigint counts as numbers (counts here never exceed 2^53).
    pg.types.setTypeParser(20, (v) => Number(v));
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    dialect = new PostgresDialect({ pool });
    kind = 'postgres';
  } else {
    const pglite = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite();
    await pglite.waitReady;
    dialect = new PGliteDialect(pglite);
    kind = 'pglite';
  }
  // Writes to users and sessions are watched so the session lookup can be kept in memory.
  const watch = new WriteWatch();
  const db = new Kysely<DB>({ dialect: watchWrites(dialect, watch), plugins: [new CamelCasePlugin()] });
  registerWriteWatch(db, watch);
  return { db, kind, close: () => db.destroy() };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrate(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? 'unknown error'}`);
  }
}
