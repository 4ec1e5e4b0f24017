import { Kysely, TransactionBuilder, type AccessMode, type IsolationLevel, type Transaction } from 'kysely';
import type { DB } from './schema';

/**
 * Work that waits for a transaction's outcome. A hook handles its own failures: the
 * transaction's outcome is settled by then, and its caller is told only of that.
 */
export type TransactionHook = () => void | Promise<void>;

interface Open {
  db: HookedDatabase;
  committed: TransactionHook[];
  rolledBack: TransactionHook[];
}

/** Each transaction under way, opened by HookedDatabase's transaction().execute. */
const open = new WeakMap<Transaction<DB>, Open>();

function openOf(tx: Transaction<DB>): Open {
  const o = open.get(tx);
  if (!o) throw new Error('Hooks need a transaction opened by db.transaction().execute (db/transactions.ts).');
  return o;
}

/**
 * Runs `hook` once what was written through `db` is committed: after the transaction's COMMIT
 * (never when it rolls back), or at once when `db` is not a transaction (each statement
 * committed on its own). Hooks run in the order given, before transaction().execute resolves.
 */
export async function afterCommit(db: Kysely<DB>, hook: TransactionHook): Promise<void> {
  if (db.isTransaction) openOf(db as Transaction<DB>).committed.push(hook);
  else await hook();
}

/** Runs `hook` if `tx` does not commit (its work threw, or COMMIT failed), before the error reaches the caller. */
export function afterRollback(tx: Transaction<DB>, hook: TransactionHook): void {
  openOf(tx).rolledBack.push(hook);
}

/** The database `db` writes to: itself, or the one whose transaction it is. */
export function databaseOf(db: Kysely<DB>): Kysely<DB> {
  return db.isTransaction ? openOf(db as Transaction<DB>).db : db;
}

/**
 * Kysely's builder, with the hooks run around its execute. Every method goes to `inner`, the
 * builder Kysely made: this class exists so that `db.transaction()` keeps its type.
 */
class HookedTransactionBuilder extends TransactionBuilder<DB> {
  constructor(
    private readonly db: HookedDatabase,
    private readonly inner: TransactionBuilder<DB>,
  ) {
    super({} as never); // its own settings are never read: see above
  }

  override setAccessMode(mode: AccessMode): TransactionBuilder<DB> {
    return new HookedTransactionBuilder(this.db, this.inner.setAccessMode(mode));
  }

  override setIsolationLevel(level: IsolationLevel): TransactionBuilder<DB> {
    return new HookedTransactionBuilder(this.db, this.inner.setIsolationLevel(level));
  }

  override async execute<T>(callback: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
    const o: Open = { db: this.db, committed: [], rolledBack: [] };
    let result: T;
    try {
      result = await this.inner.execute((tx) => {
        open.set(tx, o);
        return callback(tx);
      });
    } catch (err) {
      for (const hook of o.rolledBack) await hook();
      throw err;
    }
    for (const hook of o.committed) await hook();
    return result;
  }
}

/**
 * The database handle of openDatabase: Kysely whose transactions take after-commit and
 * after-rollback hooks (afterCommit, afterRollback). The outbox wakes its worker with one
 * (decision 0070); a change that wrote files before failing has them deleted with the other.
 */
export class HookedDatabase extends Kysely<DB> {
  override transaction(): TransactionBuilder<DB> {
    return new HookedTransactionBuilder(this, super.transaction());
  }
}
