import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { BookingChecklists } from '@espasyo/domain';
import { clockOf, createUser, signIn, type BuiltUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { runDepositTimers, scheduleDepositReturn } from '../payments/deposits/deposits.service';
import { refundsOf } from '../payments/payments.fixtures';
import { runDueTimers } from '../bookings/timers/booking-timers.service';
import { checklistUrl, filled } from '../bookings/checklists/checklists.fixtures';
import { as } from '../listings/core/listings.fixtures';
import { claim, paidWithDeposit } from './deposits.fixtures';

/**
 * The deposits' timers under concurrency (issue 33): on PostgreSQL the pool's connections really
 * overlap, and FOR UPDATE SKIP LOCKED lets each due deposit be taken by one runner only — two
 * instances (here four runs at once) return each deposit once and settle each lapsed claim once;
 * a deposit whose stay ended with no move-out checklist too (9 days after the end). The stay ending
 * and a side opening the move-out at the same moment leave the due date the move-out's (the deposit
 * is locked before either reads the other).
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const DAY = 86_400_000;
const MINUTE = 60_000;

/** The ledger: every transaction sums to zero, and nothing is held for clients any more. */
async function ledgerSettled() {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id having sum(amount) <> 0) x`.execute(
    t.db,
  );
  expect(rows[0].n).toBe(0);
  const held = await sql<{ s: string }>`
    select coalesce(sum(amount), 0) as s from ledger_entries where account = 'deposits_held'`.execute(t.db);
  expect(Number(held.rows[0].s)).toBe(0);
}

/** `n` paid one-day stays with a deposit, tomorrow, started (active); answers their ids and their end. */
async function runningStays(client: BuiltUser, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await paidWithDeposit(t, host, client, 1));
  const b = (await as(t, client.cookie).get(`/api/bookings/${ids[0]}`)).json();
  clockOf(t).set(new Date(new Date(b.startsAt as string).getTime() + MINUTE));
  await runDueTimers(t.ctx);
  return { ids, end: new Date(b.endsAt as string) };
}

describe.runIf(!!process.env.DATABASE_URL)('deposit timers in parallel on PostgreSQL', () => {
  it('4 runs at once over 6 due deposits and 2 lapsed claims: each moved exactly once', async () => {
    const client = await createUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await paidWithDeposit(t, host, client, 10 + i));
    const now = clockOf(t).now();
    const due = new Date(now.getTime() + 7 * DAY);
    for (const id of ids.slice(0, 6)) await scheduleDepositReturn(t.db, id, now, async () => due);
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

  it('stays ended with no move-out checklist: 4 runs at once on the ninth day return each deposit once', async () => {
    const client = await createUser(t);
    const { ids, end } = await runningStays(client, 5);
    clockOf(t).set(new Date(end.getTime() + MINUTE));
    await runDueTimers(t.ctx); // the stays complete: each deposit due 9 days after the end
    clockOf(t).set(new Date(end.getTime() + 9 * DAY - MINUTE));
    expect(
      (await Promise.all(Array.from({ length: 4 }, () => runDepositTimers(t.ctx, 2)))).every((r) => !r.returned),
    ).toBe(true);
    clockOf(t).set(new Date(end.getTime() + 9 * DAY));
    const runs = await Promise.all(Array.from({ length: 4 }, () => runDepositTimers(t.ctx, 2)));
    expect(runs.reduce((s, r) => s + r.returned, 0)).toBe(5);
    for (const id of ids) expect(await refundsOf(t, id)).toMatchObject([{ amount: 300_000, reason: 'deposit' }]);
    await ledgerSettled();
  });

  it('the stay ending while each client opens its move-out: every due date is the started move-out’s', async () => {
    const client = await createUser(t);
    const { ids, end } = await runningStays(client, 4);
    clockOf(t).set(new Date(end.getTime() + MINUTE));
    client.cookie = (await signIn(t, client.email, client.password)).cookie!;
    const forms = await Promise.all(
      ids.map(
        async (id) => (await as(t, client.cookie).get(`/api/bookings/${id}/checklists`)).json() as BookingChecklists,
      ),
    );
    const answers = await Promise.all([
      runDueTimers(t.ctx),
      runDueTimers(t.ctx),
      ...ids.map((id, i) => as(t, client.cookie).put(checklistUrl(id, 'move-out'), filled(forms[i].moveOut))),
    ]);
    for (const a of answers.slice(2)) expect((a as { statusCode: number }).statusCode).toBe(200);
    await runDueTimers(t.ctx);
    const rows = await t.db
      .selectFrom('deposits')
      .innerJoin('bookings', 'bookings.id', 'deposits.bookingId')
      .select(['deposits.returnDueAt', 'bookings.status'])
      .where('deposits.bookingId', 'in', ids)
      .execute();
    expect(rows.map((r) => [r.status, new Date(r.returnDueAt!).toISOString()])).toEqual(
      ids.map(() => ['completed', new Date(end.getTime() + 14 * DAY).toISOString()]),
    );
  });
});
