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
import { QUIET_CITIES } from './bookings';
import { DEMO_FAVORITES, seedFavorites } from './favorites';
import { seedDemoData } from './index';
import { DEMO_PASSWORD, demoClients, demoHosts, demoUsers } from './users';

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

describe('the demo data agrees with itself (issue 30)', () => {
  it("every demo account joined before anything it did, so 'Hosting since' comes before a host's bookings, reviews and payouts", async () => {
    const { rows } = await sql<{ email: string; joined: Date; first: Date | null }>`
      select u.email, u.created_at as joined, least(
        (select min(created_at) from bookings where client_id = u.id or host_id = u.id),
        (select min(created_at) from listings where host_id = u.id),
        (select min(created_at) from payout_methods where host_id = u.id),
        (select min(created_at) from payouts where host_id = u.id),
        (select min(created_at) from reviews where author_id = u.id),
        (select min(created_at) from chat_messages where sender_id = u.id),
        (select min(created_at) from favorites where user_id = u.id),
        u.email_verified_at, u.phone_verified_at, u.id_verified_at
      ) as first
      from users u`.execute(t.db);
    const demo = [...demoUsers, ...demoHosts, ...demoClients].map((d) => d.email);
    expect(rows.map((r) => r.email).sort()).toEqual([...demo].sort());
    for (const r of rows) expect(r.joined.getTime(), r.email).toBeLessThanOrEqual(r.first!.getTime());
    // The demo host had bookings a year ago: they joined before that, not on the seed's day.
    const host = rows.find((r) => r.email === 'host@espasyo.test')!;
    expect(NOW.getTime() - host.joined.getTime()).toBeGreaterThan(365 * 86_400_000);

    // As a listing's page says it: 'Hosting since' is the host's joining, before the listing's first booking.
    const { rows: oldest } = await sql<{ listingId: string; at: Date }>`
      select listing_id as "listingId", min(created_at) as at from bookings
      group by listing_id order by min(created_at) limit 1`.execute(t.db);
    const page = await t.app.inject({ method: 'GET', url: `/api/listings/${oldest[0].listingId}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(new Date(page.json().host.memberSince).getTime()).toBeLessThan(new Date(oldest[0].at).getTime());
  });

  it("the demo client has saved spaces, live ones outside the browser tests' cities, and opened each first; once", async () => {
    const { cookie } = await signIn(t, 'client@espasyo.test', DEMO_PASSWORD);
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { cookie: cookie! } })).json();
    const favorites = (await get('/api/me/favorites')) as {
      items: { id: string; city: string; type: string }[];
      total: number;
    };
    expect(favorites.total).toBe(DEMO_FAVORITES);
    expect(new Set(favorites.items.map((f) => f.type))).toEqual(new Set(['storage', 'parking', 'warehouse']));
    for (const f of favorites.items) expect(f.city).not.toMatch(QUIET_CITIES);
    const recent = (await get('/api/me/recently-viewed')) as { items: { id: string }[] };
    expect(recent.items.map((i) => i.id).sort()).toEqual(favorites.items.map((i) => i.id).sort());
    // Several owners, saved at their own moments before the seed's now.
    const rows = await t.db
      .selectFrom('favorites')
      .innerJoin('listings', 'listings.id', 'favorites.listingId')
      .select(['listings.hostId', 'favorites.createdAt'])
      .execute();
    expect(new Set(rows.map((r) => r.hostId)).size).toBe(DEMO_FAVORITES);
    expect(new Set(rows.map((r) => r.createdAt.getTime())).size).toBe(DEMO_FAVORITES);
    for (const r of rows) expect(r.createdAt.getTime()).toBeLessThan(NOW.getTime());

    const people = {
      client: await t.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', 'client@espasyo.test')
        .executeTakeFirstOrThrow(),
      otherHosts: await t.db
        .selectFrom('users')
        .selectAll()
        .where(
          'email',
          'in',
          demoHosts.map((h) => h.email),
        )
        .execute(),
    };
    await seedFavorites(t.ctx, people);
    expect((await get('/api/me/favorites')).total).toBe(DEMO_FAVORITES);
  });
});
