import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryCompiler,
  TransactionSettings,
} from 'kysely';
import type { DB } from './schema';

/** The database handle (db/client.ts names it Database; not imported, to keep the import one-way). */
type Database = Kysely<DB>;

/**
 * What a signed-in request reads on every call: a sessions row joined to its users row
 * (modules/auth/sessions.service.ts keeps that in memory). Any UPDATE or DELETE of those
 * tables may change it, whoever runs it (a repository, raw SQL, a test). Inserts cannot
 * change an existing session, and the once-a-minute last_seen_at touch is applied by the
 * cache itself, so neither counts.
 */
const WATCHED = /\b(?:update|delete\s+from)\s+"?(?:users|sessions)"?(?:\s|$)/i;
const SESSION_TOUCH = /^update "sessions" set "last_seen_at" = \$1 where "id" = \$2$/;

export function changesSessions(sql: string): boolean {
  return WATCHED.test(sql) && !SESSION_TOUCH.test(sql);
}

/**
 * A counter that moves whenever a watched write has become visible: after the statement
 * when it ran on its own, after COMMIT when it ran in a transaction (a reader in between
 * still saw the old rows). A cache remembers the value it read under and is stale once it
 * moves.
 */
export class WriteWatch {
  private value = 0;
  get generation(): number {
    return this.value;
  }
  changed() {
    this.value += 1;
  }
}

const watches = new WeakMap<Database, WriteWatch>();

/** The watch of a database opened by openDatabase, or undefined (then nothing is cached). */
export function writeWatchOf(db: Database): WriteWatch | undefined {
  return watches.get(db);
}

export function registerWriteWatch(db: Database, watch: WriteWatch) {
  watches.set(db, watch);
}

/** The dialect with a driver that reports watched writes to `watch`. */
export function watchWrites(dialect: Dialect, watch: WriteWatch): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new WatchingDriver(dialect.createDriver(), watch),
  };
}

type Compile = QueryCompiler['compileQuery'];

class WatchingDriver implements Driver {
  private readonly inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  private readonly inTransaction = new WeakSet<DatabaseConnection>();
  private readonly dirty = new WeakSet<DatabaseConnection>();

  savepoint?: Driver['savepoint'];
  rollbackToSavepoint?: Driver['rollbackToSavepoint'];
  releaseSavepoint?: Driver['releaseSavepoint'];

  constructor(
    private readonly driver: Driver,
    private readonly watch: WriteWatch,
  ) {
    // Only what the real driver supports, so Kysely still refuses savepoints it lacks.
    const { savepoint, rollbackToSavepoint, releaseSavepoint } = driver;
    if (savepoint)
      this.savepoint = (c, name, compile: Compile) => savepoint.call(driver, this.unwrap(c), name, compile);
    if (rollbackToSavepoint)
      this.rollbackToSavepoint = (c, name, compile: Compile) =>
        rollbackToSavepoint.call(driver, this.unwrap(c), name, compile);
    if (releaseSavepoint)
      this.releaseSavepoint = (c, name, compile: Compile) =>
        releaseSavepoint.call(driver, this.unwrap(c), name, compile);
  }

  init() {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const conn = await this.driver.acquireConnection();
    const wrapper: DatabaseConnection = {
      executeQuery: async <R>(query: CompiledQuery) => {
        const result = await conn.executeQuery<R>(query);
        if (changesSessions(query.sql)) {
          if (this.inTransaction.has(wrapper)) this.dirty.add(wrapper);
          else this.watch.changed();
        }
        return result;
      },
      streamQuery: (query, chunkSize) => conn.streamQuery(query, chunkSize),
    };
    this.inner.set(wrapper, conn);
    return wrapper;
  }

  private unwrap(c: DatabaseConnection): DatabaseConnection {
    return this.inner.get(c) ?? c;
  }

  async beginTransaction(c: DatabaseConnection, settings: TransactionSettings) {
    await this.driver.beginTransaction(this.unwrap(c), settings);
    this.inTransaction.add(c);
  }

  async commitTransaction(c: DatabaseConnection) {
    try {
      await this.driver.commitTransaction(this.unwrap(c));
    } finally {
      this.endTransaction(c);
    }
  }

  async rollbackTransaction(c: DatabaseConnection) {
    try {
      await this.driver.rollbackTransaction(this.unwrap(c));
    } finally {
      this.endTransaction(c);
    }
  }

  /** After COMMIT (or a failed one, to be safe) the transaction's writes are visible. */
  private endTransaction(c: DatabaseConnection) {
    this.inTransaction.delete(c);
    if (this.dirty.has(c)) {
      this.dirty.delete(c);
      this.watch.changed();
    }
  }

  releaseConnection(c: DatabaseConnection) {
    return this.driver.releaseConnection(this.unwrap(c));
  }

  destroy() {
    return this.driver.destroy();
  }
}
