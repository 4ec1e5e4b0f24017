import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/hooks';
import { afterCommit, afterRollback, databaseOf } from './transactions';

/** The transaction helper's hooks (db/transactions.ts), on PGlite or, with DATABASE_URL, PostgreSQL. */
const t = useTestApp();
beforeAll(async () => {
  await sql`create table hook_rows (n int primary key)`.execute(t.db);
});

const rows = async () =>
  (await sql<{ n: number }>`select n from hook_rows order by n`.execute(t.db)).rows.map((r) => r.n);
const insert = (db: typeof t.db, n: number) => sql`insert into hook_rows values (${n})`.execute(db);

describe('after-commit hooks', () => {
  it('run once the transaction has committed, in order, before execute resolves, its rows visible', async () => {
    const seen: string[] = [];
    const result = await t.db.transaction().execute(async (tx) => {
      await insert(tx, 1);
      await afterCommit(tx, async () => void seen.push(`first saw ${(await rows()).join(',')}`));
      await afterCommit(tx, () => void seen.push('second'));
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual(['first saw 1', 'second']);
  });

  it('never run when the transaction rolls back; its rollback hooks run before the error reaches the caller', async () => {
    const seen: string[] = [];
    const failed = t.db.transaction().execute(async (tx) => {
      await insert(tx, 2);
      await afterCommit(tx, () => void seen.push('committed'));
      afterRollback(tx, async () => void seen.push(`rolled back, rows ${(await rows()).join(',')}`));
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(seen).toEqual(['rolled back, rows 1']);
  });

  it('a statement the database refuses rolls back the same way', async () => {
    const seen: string[] = [];
    const failed = t.db.transaction().execute(async (tx) => {
      afterRollback(tx, () => void seen.push('rolled back'));
      await afterCommit(tx, () => void seen.push('committed'));
      await insert(tx, 1); // the primary key is taken
    });
    await expect(failed).rejects.toThrow();
    expect(seen).toEqual(['rolled back']);
  });

  it('a transaction with settings keeps its hooks', async () => {
    const seen: string[] = [];
    await t.db
      .transaction()
      .setIsolationLevel('serializable')
      .execute(async (tx) => {
        await insert(tx, 3);
        await afterCommit(tx, () => void seen.push('committed'));
      });
    expect(seen).toEqual(['committed']);
  });

  it('outside a transaction, each statement has committed already: the hook runs at once', async () => {
    const seen: string[] = [];
    await insert(t.db, 4);
    await afterCommit(t.db, () => void seen.push('now'));
    expect(seen).toEqual(['now']);
  });

  it("a transaction's database is the one it was opened on", async () => {
    await t.db.transaction().execute(async (tx) => {
      expect(databaseOf(tx)).toBe(t.db);
    });
    expect(databaseOf(t.db)).toBe(t.db);
  });
});
