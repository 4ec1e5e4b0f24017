import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMonthsToMonth,
  calendarDayIn,
  hostBalancesOf,
  type HostAnalytics,
  type LedgerAccount,
  type LedgerTransaction,
} from '@espasyo/domain';
import { clockOf, signIn } from '../../test/builders';
import { useTestApp } from '../../test/hooks';
import { seedDemoData } from './index';
import { DEMO_PASSWORD } from './users';

/**
 * The demo's twelve months of history (issue 22): bookings in every month before the stories'
 * last 45 days, more over time and more in December, paid ones with their payments, the ledger's
 * lines (each transaction balanced, the kept balances their sums), releases and payouts; the demo
 * host's analytics show earnings and occupancy in each of those months. Once.
 */
const photoDir = fileURLToPath(new URL('../../../seed-photos', import.meta.url));
const t = useTestApp({ tempDataDir: 'espasyo-seed-history-' });
const NOW = new Date('2027-03-17T02:30:00Z');

beforeAll(async () => {
  clockOf(t).set(NOW);
  await seedDemoData(t.ctx, { photoDir, history: true });
}, 240_000);

describe('the demo history', () => {
  it('has bookings in each of the twelve months before the last 45 days, growing, with a December peak', async () => {
    const { rows } = await sql<{
      month: string;
      n: number;
    }>`select to_char(start_date, 'YYYY-MM') as month, count(*)::int as n
      from bookings where idempotency_key like 'history-%' group by 1 order by 1`.execute(t.db);
    const months = rows.map((r) => r.month);
    expect(months[0]).toBe('2026-03');
    expect(months.length).toBeGreaterThanOrEqual(11);
    const n = Object.fromEntries(rows.map((r) => [r.month, r.n]));
    expect(n['2026-12']).toBeGreaterThan(n['2026-09']);
    expect(n['2026-12']).toBeGreaterThan(n['2026-03']);
    const { rows: late } = await sql<{ n: number }>`select count(*)::int as n from bookings
      where idempotency_key like 'history-%' and end_date > '2027-01-30'`.execute(t.db);
    expect(late[0].n).toBe(0);
  });

  it('every ledger transaction sums to zero and every host’s kept balances are their lines’ sums', async () => {
    const { rows } = await sql<{ id: string }>`select transaction_id as id from ledger_entries
      group by transaction_id having sum(amount) <> 0`.execute(t.db);
    expect(rows).toEqual([]);
    const lines = await t.db.selectFrom('ledgerEntries').selectAll().where('hostId', 'is not', null).execute();
    const kept = await t.db.selectFrom('hostBalances').selectAll().execute();
    for (const k of kept) {
      const fromLines = hostBalancesOf([
        {
          kind: 'adjustment',
          lines: lines
            .filter((l) => l.hostId === k.hostId)
            .map((l) => ({ account: l.account as LedgerAccount, amount: Number(l.amount) })),
        },
      ] as LedgerTransaction[]);
      expect({
        pending: Number(k.pending),
        available: Number(k.available),
        payoutPending: Number(k.payoutPending),
        paidOut: Number(k.paidOut),
        debt: Number(k.debt),
        held: Number(k.held),
      }).toEqual(fromLines);
    }
    // Every paid history booking has its payment for its total.
    const { rows: unpaid } = await sql<{
      id: string;
    }>`select b.id from bookings b left join payments p on p.booking_id = b.id
      where b.idempotency_key like 'history-%' and b.confirmed_at is not null and (p.id is null or p.amount <> b.total)`.execute(
      t.db,
    );
    expect(unpaid).toEqual([]);
  });

  it("the demo host's analytics show earnings paid out and occupancy in the past months", async () => {
    const { res, cookie } = await signIn(t, 'host@espasyo.test', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const month = calendarDayIn('Asia/Manila', NOW).slice(0, 7);
    const a = await t.app.inject({
      method: 'GET',
      url: `/api/host/analytics?from=${addMonthsToMonth(month, -12)}&to=${month}`,
      headers: { cookie: cookie! },
    });
    expect(a.statusCode, a.body).toBe(200);
    const s = a.json() as HostAnalytics;
    const withEarnings = s.earnings.filter((e) => e.paidOut > 0);
    expect(withEarnings.length).toBeGreaterThanOrEqual(9);
    const occupied = new Set(
      s.listings.flatMap((l) => l.occupancy.filter((o) => o.unitDaysBooked > 0).map((o) => o.month)),
    );
    expect(occupied.size).toBeGreaterThanOrEqual(10);
    expect(s.listings.some((l) => l.views > 0 && l.requests > 0)).toBe(true);
    expect(s.responses.rate).toBeGreaterThan(0.8);
  });

  it('is seeded once', async () => {
    const count = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from bookings where idempotency_key like 'history-%'`.execute(t.db)
      ).rows[0].n;
    const before = await count();
    await seedDemoData(t.ctx, { photoDir, history: true });
    expect(await count()).toBe(before);
  });
});
