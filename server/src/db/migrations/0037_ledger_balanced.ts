import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The database keeps the books balanced (issue 31 §4, decision 0072): a deferred constraint
 * trigger refuses, at COMMIT, any ledger transaction (the lines of one `transaction_id`) whose
 * amounts do not sum to zero. postLedger checks the same before it writes (domain money/ledger.ts
 * `isBalanced`); this is the last guard, for a write that would go around it. Deferred, so the
 * lines of one transaction may be inserted one by one; checked once per line at commit through
 * ledger_entries_transaction_idx.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One statement per query (PGlite): the function's body has semicolons of its own.
  await sql
    .raw(
      `
    create function ledger_transaction_balanced() returns trigger language plpgsql as $$
    declare
      total bigint;
    begin
      select coalesce(sum(amount), 0) into total from ledger_entries where transaction_id = new.transaction_id;
      if total <> 0 then
        raise exception 'ledger transaction % does not balance (its lines sum to %)', new.transaction_id, total
          using errcode = '23514';
      end if;
      return null;
    end
    $$`,
    )
    .execute(db);
  await runStatements(
    db,
    `
    create constraint trigger ledger_entries_balanced
      after insert on ledger_entries
      deferrable initially deferred
      for each row execute function ledger_transaction_balanced();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `drop trigger ledger_entries_balanced on ledger_entries; drop function ledger_transaction_balanced();`,
  );
}
