import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { clockOf, createUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { runDepositTimers, scheduleDepositReturn } from '../payments/deposits/deposits.service';
import { refundsOf } from '../payments/payments.fixtures';
import { claim, paidWithDeposit } from './deposits.fixtures';

/**
 * The deposits' timers under concurrency (issue 33): on PostgreSQL the pool's connections really
 * overlap, and FOR UPDATE SKIP LOCKED lets each due deposit be taken by one runner only — two
 * instances (here four runs at once) return each deposit once and settle each lapsed claim once.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const DAY = 86_400_000;

describe.runIf(!!process.env.DATABASE_URL)('deposit timers in parallel on PostgreSQL', () => {
  it('4 runs at once over 6 due deposits and 2 lapsed claims: each moved exactly once', async () => {
    const client = await createUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await paidWithDeposit(t, host, client, 10 + i));
    for (const id of ids.slice(0, 6)) await scheduleDepositReturn(t.db, id, clockOf(t).now());
    for (const id of ids.slice(6)) await claim(t, host, id, 50_000);
    clockOf(t).advance(8 * DAY);

    const runs = await Promise.all(Array.from({ length: 4 }, () => runDepositTimers(t.ctx, 2)));
    expect(runs.reduce((s, r) => s + r.returned, 0)).toBe(6);
    expect(runs.reduce((s, r) => s + r.lapsed, 0)).toBe(2);
    for (const id of ids.slice(0, 6))
      expect(await refundsOf(t, id)).toMatchObject([{ amount: 300_000, reason: 'deposit' }]);
    for (const id of ids.slice(6))
      expect(await refundsOf(t, id)).toMatchObject([{ amount: 250_000, reason: 'deposit' }]);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) x`.execute(
      t.db,
    );
    expect(rows[0].n).toBe(0);
    const held = await sql<{
      s: string;
    }>`select coalesce(sum(amount), 0) as s from ledger_entries where account = 'deposits_held'`.execute(t.db);
    expect(Number(held.rows[0].s)).toBe(0);
  });
});
