import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, type Dialect, type Transaction } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrations } from './migrations/index';
import { prepareStatements } from './prepared-statements';
import type { DB } from './schema';
import { HookedDatabase } from './transactions';
import { registerWriteWatch, watchWrites, WriteWatch } from './write-watch';

export type Database = Kysely<DB>;
export type Tx = Transaction<DB>;
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Kysely<DB> | Transaction<DB>;

export interface OpenOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /**
   * PostgreSQL: prepare the statements sent again and again (default true, decision 0081); false
   * behind a pooler in transaction mode (PgBouncer), where a prepared statement is not kept per client.
   */
  preparedStatements?: boolean;
  /** PGlite data directory; omit for an in-memory database (tests). */
  dataDir?: string;
  /**
   * PGlite: start from this dumped data directory (`dumpDataDir()`) instead of an empty one, so
   * neither initdb nor the migrations run again (tests: the run's migrated template).
   */
  loadDataDir?: Blob;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite: its data directory as an uncompressed tarball, for `loadDataDir` (tests' template). */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * How both drivers read the types that differ between them by default (issue 31 §4): `date` as
 * its 'YYYY-MM-DD' text; `bigint` (counts, and amounts in centavos) and `numeric` (what `sum()`
 * of them gives, a VAT rate) as numbers. Amounts never pass 2^53 (MAX_CENTAVOS), so no cast is
 * needed where a query reads money.
 */
const parsers: Record<number, (v: string) => unknown> = {
  1082: (v) => v, // date
  20: Number, // int8
  1700: Number, // numeric
};

/**
 * The extensions the migrations create (listings: distance by ll_to_earth, unaccented text
 * search, trigrams). A PostgreSQL server ships them as contrib; PGlite loads each bundle.
 */
const pgliteExtensions = { cube, earthdistance, pg_trgm, unaccent };

/**
 * A PostgreSQL server's database also through a few connections whose sessions start with
 * bitmap scans off, for the place searches that need it (listings-search.repository.ts): one
 * round trip where a transaction with `set local` takes four. Read-only use.
 */
const nearestFirst = new WeakMap<Database, Database>();

/** The database through bitmap-scan-free sessions, or null (PGlite: the caller sets it per transaction). */
export function nearestFirstOf(db: Database): Database | null {
  return nearestFirst.get(db) ?? null;
}

/** A PostgreSQL server's connection pools, by name, for the metrics; none on PGlite (one connection). */
const pools = new WeakMap<Database, Record<string, pg.Pool>>();

export interface PoolStats {
  pool: string;
  total: number;
  idle: number;
  waiting: number;
}

/** Connections open, idle and queries waiting for one, per pool (http/metrics.ts); [] on PGlite. */
export function poolStatsOf(db: Database): PoolStats[] {
  return Object.entries(pools.get(db) ?? {}).map(([pool, p]) => ({
    pool,
    total: p.totalCount,
    idle: p.idleCount,
    waiting: p.waitingCount,
  }));
}

export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  let dialect: Dialect;
  let kind: DatabaseHandle['kind'];
  let tuned: Database | null = null;
  let opened: Record<string, pg.Pool> | null = null;
  let dump: DatabaseHandle['dumpDataDir'];
  if (opts.url) {
    // Timestamps as Date, calendar dates as their 'YYYY-MM-DD' text (a Date would put them at
    // midnight in this process's zone), and bigint and numeric as numbers, as PGlite gives them.
    for (const [oid, parse] of Object.entries(parsers)) pg.types.setTypeParser(Number(oid), parse);
    // JIT off (decision 0049): PostgreSQL compiles a plan whose estimated cost passes jit_above_cost,
    // which the analytics' month-by-month queries over 100,000 bookings do; compiling took 1.3–1.8 s
    // of a 2 s query that runs in 0.2 s interpreted (bench/analytics.mjs). No query here gains from it.
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, options: '-c jit=off' });
    // The statements sent again and again are prepared once per connection (decision 0081).
    if (opts.preparedStatements !== false) prepareStatements(pool);
    dialect = new PostgresDialect({ pool });
    kind = 'postgres';
    const searchPool = new pg.Pool({
      connectionString: opts.url,
      max: 4,
      options: '-c enable_bitmapscan=off -c jit=off',
    });
    tuned = new Kysely<DB>({ dialect: new PostgresDialect({ pool: searchPool }), plugins: [new CamelCasePlugin()] });
    opened = { main: pool, search: searchPool };
  } else {
    const pglite = new PGlite({
      dataDir: opts.dataDir,
      loadDataDir: opts.loadDataDir,
      extensions: pgliteExtensions,
      parsers,
    });
    await pglite.waitReady;
    dump = () => pglite.dumpDataDir('none');
    dialect = new PGliteDialect(pglite);
    kind = 'pglite';
  }
  // Writes to users and sessions are watched so the session lookup can be kept in memory;
  // transactions take after-commit hooks (db/transactions.ts).
  const watch = new WriteWatch();
  const db = new HookedDatabase({ dialect: watchWrites(dialect, watch), plugins: [new CamelCasePlugin()] });
  registerWriteWatch(db, watch);
  if (tuned) nearestFirst.set(db, tuned);
  if (opened) pools.set(db, opened);
  return {
    db,
    kind,
    close: async () => void (await Promise.all([db.destroy(), tuned?.destroy()])),
    ...(dump ? { dumpDataDir: dump } : {}),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrate(db: Kysely<any>): Promise<void> {
  const { error, results } = await migratorOf(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error)?.message ?? 'unknown error'}`);
  }
}

/** The migrations this code has that the database has not run (/readyz: empty when current). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const all = await migratorOf(db).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function migratorOf(db: Kysely<any>) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Work done side by side can land a migration numbered below one an installation already
    // ran (0011 after 0012): it still runs, once, instead of stopping the server.
    allowUnorderedMigrations: true,
  });
}
