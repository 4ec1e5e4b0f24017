import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalytics, HostAnalytics } from '@espasyo/domain';
import { newId } from '../../lib/ids';
import { clockOf, createUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { as } from '../listings/core/listings.fixtures';
import { cities, insertListing } from '../listings/search/listings-search.fixtures';
import { at, insertBooking, insertEvent, insertPayment, insertPayout, insertRelease } from './analytics.fixtures';

/**
 * The analytics' figures (issue 22, decision 0049) against a small data set worked out by hand,
 * January to March 2025 in Manila time. Listing A (Makati, 2 units, live since 1 Dec 2024, one
 * unit blocked 10–14 Jan), listing B (Makati parking, 1 unit, live from 15 Feb 2025), and the
 * other host's listing C (Pasig, 1 unit, live since Nov 2024).
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const otherHost = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
const moderator = useUser(t, { type: 'moderator' });

const PERIOD = '?from=2025-01&to=2025-03';
let A = '';
let B = '';
let C = '';

beforeAll(async () => {
  clockOf(t).set(new Date('2025-04-10T04:00:00Z'));
  A = await insertListing(t, host.user.id, {
    city: cities.makati,
    capacity: 2,
    approvedAt: at('2024-12-01T09:00:00'),
    rating: 4.5,
    totalRatings: 2,
  });
  B = await insertListing(t, host.user.id, {
    city: cities.makati,
    type: 'parking',
    capacity: 1,
    approvedAt: at('2025-02-15T10:00:00'),
    rating: 3,
    totalRatings: 1,
  });
  C = await insertListing(t, otherHost.user.id, {
    city: cities.pasig,
    capacity: 1,
    approvedAt: at('2024-11-01T09:00:00'),
  });
  await sql`insert into listing_blocks (id, listing_id, start_date, end_date, units)
    values (${newId()}, ${A}, '2025-01-10', '2025-01-14', 1)`.execute(t.db);
  const h = host.user.id;
  const c = client.user.id;
  const on = (listingId: string, hostId = h) => ({ listingId, hostId, clientId: c });

  // b1: A, 20–29 Jan, 1 unit, instant, completed: ₱100 earned, released.
  const b1 = await insertBooking(t, {
    ...on(A),
    status: 'completed',
    startDate: '2025-01-20',
    endDate: '2025-01-29',
    total: 11000,
    createdAt: at('2025-01-05T10:00:00'),
    confirmedAt: at('2025-01-05T10:05:00'),
  });
  await insertPayment(t, { bookingId: b1, hostId: h, earnings: 10000, fee: 1000, paidAt: at('2025-01-05T10:05:00') });
  await insertRelease(t, { bookingId: b1, hostId: h, amount: 10000, at: at('2025-01-23T02:00:00') });
  // b2: A, 25 Feb – 6 Mar, 2 units, a request accepted after 90 minutes: ₱200 earned, released.
  const b2 = await insertBooking(t, {
    ...on(A),
    status: 'confirmed',
    mode: 'request',
    startDate: '2025-02-25',
    endDate: '2025-03-06',
    units: 2,
    total: 22000,
    createdAt: at('2025-02-10T08:00:00'),
    confirmedAt: at('2025-02-10T10:00:00'),
  });
  await insertEvent(t, b2, 'accept', 'awaiting_payment', at('2025-02-10T09:30:00'));
  await insertPayment(t, { bookingId: b2, hostId: h, earnings: 20000, fee: 2000, paidAt: at('2025-02-10T10:00:00') });
  await insertRelease(t, { bookingId: b2, hostId: h, amount: 20000, at: at('2025-02-28T02:00:00') });
  // b3: B, 10 Mar 09:00–15:00 (a quarter of a unit-day), a request accepted after 30 minutes: ₱30 pending.
  const b3 = await insertBooking(t, {
    ...on(B),
    status: 'confirmed',
    mode: 'request',
    kind: 'hours',
    startDate: '2025-03-10',
    endDate: '2025-03-10',
    startsAt: at('2025-03-10T09:00:00'),
    endsAt: at('2025-03-10T15:00:00'),
    total: 3300,
    createdAt: at('2025-03-01T12:00:00'),
    confirmedAt: at('2025-03-01T13:00:00'),
  });
  await insertEvent(t, b3, 'accept', 'awaiting_payment', at('2025-03-01T12:30:00'));
  const p3 = await insertPayment(t, {
    bookingId: b3,
    hostId: h,
    earnings: 3000,
    fee: 300,
    paidAt: at('2025-03-01T13:00:00'),
  });
  await sql`insert into refunds (id, payment_id, booking_id, amount, reason, status, idempotency_key, created_at)
    values (${newId()}, ${p3}, ${b3}, 300, 'cancellation', 'succeeded', ${newId()}, ${at('2025-03-05T09:00:00')})`.execute(
    t.db,
  );
  // b4: A, declined after 10 minutes; b5: B, expired; b6: A, cancelled by the client before an answer.
  const b4 = await insertBooking(t, {
    ...on(A),
    status: 'declined',
    mode: 'request',
    startDate: '2025-03-20',
    endDate: '2025-03-21',
    total: 2200,
    createdAt: at('2025-03-02T08:00:00'),
  });
  await insertEvent(t, b4, 'decline', 'declined', at('2025-03-02T08:10:00'));
  const b5 = await insertBooking(t, {
    ...on(B),
    status: 'expired',
    mode: 'request',
    startDate: '2025-03-22',
    endDate: '2025-03-22',
    total: 1100,
    createdAt: at('2025-03-03T08:00:00'),
  });
  await insertEvent(t, b5, 'expire_request', 'expired', at('2025-03-04T08:00:00'));
  await insertBooking(t, {
    ...on(A),
    status: 'cancelled',
    mode: 'request',
    startDate: '2025-01-25',
    endDate: '2025-01-26',
    total: 2200,
    createdAt: at('2025-01-07T08:00:00'),
  });
  // The other host's: C, 5–6 Jan, paid.
  const bc = await insertBooking(t, {
    ...on(C, otherHost.user.id),
    status: 'completed',
    startDate: '2025-01-05',
    endDate: '2025-01-06',
    total: 5500,
    createdAt: at('2025-01-02T08:00:00'),
    confirmedAt: at('2025-01-02T08:05:00'),
  });
  await insertPayment(t, {
    bookingId: bc,
    hostId: otherHost.user.id,
    earnings: 5000,
    fee: 500,
    paidAt: at('2025-01-02T08:05:00'),
  });

  // The host was paid ₱150 (20 Feb); a ₱50 payout failed (15 Mar).
  await sql`insert into host_balances (host_id, pending, available, paid_out) values (${h}, 3000, 15000, 15000)`.execute(
    t.db,
  );
  await insertPayout(t, { hostId: h, amount: 15000, status: 'processed', at: at('2025-02-20T10:00:00') });
  await insertPayout(t, { hostId: h, amount: 5000, status: 'failed', at: at('2025-03-15T10:00:00') });

  // Views: A 5 on 3 Jan, 2 on 31 Mar, 9 on 1 Apr (after the period); B 3 on 20 Feb.
  await sql`insert into listing_daily_views (listing_id, day, views) values
    (${A}, '2025-01-03', 5), (${A}, '2025-03-31', 2), (${A}, '2025-04-01', 9), (${B}, '2025-02-20', 3)`.execute(t.db);

  // Sign-ups in the period: two clients in January, a host in February (the test's own users signed up in April).
  for (const [type, when] of [
    ['client', '2025-01-04T10:00:00'],
    ['client', '2025-01-31T23:30:00'],
    ['host', '2025-02-01T00:30:00'],
  ] as const) {
    const u = await createUser(t, { type });
    await sql`update users set created_at = ${at(when)} where id = ${u.user.id}`.execute(t.db);
  }
});

async function hostFigures(cookie: string, query = PERIOD) {
  const res = await as(t, cookie).get(`/api/host/analytics${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HostAnalytics;
}

describe('GET /api/host/analytics', () => {
  it('gives one entry per month of the period, zeros included', async () => {
    const s = await hostFigures(host.cookie);
    expect(s.period).toMatchObject({ from: '2025-01', to: '2025-03', months: ['2025-01', '2025-02', '2025-03'] });
    expect(s.earnings.map((e) => e.month)).toEqual(['2025-01', '2025-02', '2025-03']);
  });

  it("splits the earnings of each month's stays into paid out (oldest first), available and pending", async () => {
    const s = await hostFigures(host.cookie);
    // Released ₱100 (Jan) + ₱200 (Feb); paid out ₱150: all of January's, ₱50 of February's. March's ₱30 pending.
    const one = { refunded: 0, bookings: 1 };
    expect(s.earnings).toEqual([
      { month: '2025-01', ...one, earned: 10000, net: 10000, paidOut: 10000, available: 0, pending: 0 },
      { month: '2025-02', ...one, earned: 20000, net: 20000, paidOut: 5000, available: 15000, pending: 0 },
      { month: '2025-03', ...one, earned: 3000, net: 3000, paidOut: 0, available: 0, pending: 3000 },
    ]);
  });

  it('computes occupancy per listing and month: unit-days booked ÷ units × live days less blocks', async () => {
    const s = await hostFigures(host.cookie);
    const a = s.listings.find((l) => l.id === A)!;
    const b = s.listings.find((l) => l.id === B)!;
    expect(a.occupancy).toEqual([
      // 2 × 31 − 5 blocked = 57 offered; 10 booked.
      { month: '2025-01', unitDaysBooked: 10, unitDaysOffered: 57, rate: 0.175 },
      // 2 × 28 = 56; 2 units × 4 days (25–28 Feb).
      { month: '2025-02', unitDaysBooked: 8, unitDaysOffered: 56, rate: 0.143 },
      // 2 × 31 = 62; 2 units × 6 days (1–6 Mar).
      { month: '2025-03', unitDaysBooked: 12, unitDaysOffered: 62, rate: 0.194 },
    ]);
    expect(b.occupancy).toEqual([
      { month: '2025-01', unitDaysBooked: 0, unitDaysOffered: 0, rate: 0 },
      // Live from 15 Feb: 14 days.
      { month: '2025-02', unitDaysBooked: 0, unitDaysOffered: 14, rate: 0 },
      // 6 hours = 0.25 of a unit-day over 31.
      { month: '2025-03', unitDaysBooked: 0.25, unitDaysOffered: 31, rate: 0.008 },
    ]);
  });

  it('counts views → requests → confirmed per listing within the period', async () => {
    const s = await hostFigures(host.cookie);
    expect(s.listings.map(({ id, views, requests, confirmed }) => ({ id, views, requests, confirmed }))).toEqual([
      { id: A, views: 7, requests: 4, confirmed: 2 },
      { id: B, views: 3, requests: 2, confirmed: 1 },
    ]);
  });

  it('averages the rating over the ratings, and the response rate and median time to answer', async () => {
    const s = await hostFigures(host.cookie);
    expect(s.rating).toEqual({ average: 4, total: 3 });
    // Accepted after 90 and 30 minutes, declined after 10, one expired; the cancelled request had no answer due.
    expect(s.responses).toEqual({ accepted: 2, declined: 1, expired: 1, rate: 0.75, medianMinutes: 30 });
  });

  it('a month only: February alone', async () => {
    const s = await hostFigures(host.cookie, '?from=2025-02&to=2025-02');
    expect(s.earnings).toEqual([
      {
        month: '2025-02',
        earned: 20000,
        refunded: 0,
        net: 20000,
        bookings: 1,
        paidOut: 5000,
        available: 15000,
        pending: 0,
      },
    ]);
    expect(s.listings.find((l) => l.id === A)).toMatchObject({ views: 0, requests: 1, confirmed: 1 });
    expect(s.responses).toMatchObject({ accepted: 1, declined: 0, expired: 0, rate: 1, medianMinutes: 90 });
  });

  it('defaults to the last 12 months, ending with the current one', async () => {
    const s = await hostFigures(host.cookie, '');
    expect(s.period).toMatchObject({ from: '2024-05', to: '2025-04' });
    expect(s.period.months).toHaveLength(12);
  });

  it("shows another host only theirs: none of the first host's listings, bookings or money", async () => {
    const s = await hostFigures(otherHost.cookie);
    expect(s.listings.map((l) => l.id)).toEqual([C]);
    expect(s.listings[0]).toMatchObject({ views: 0, requests: 1, confirmed: 1 });
    // Paid, not released: pending in January.
    expect(s.earnings[0]).toEqual({
      month: '2025-01',
      earned: 5000,
      refunded: 0,
      net: 5000,
      bookings: 1,
      paidOut: 0,
      available: 0,
      pending: 5000,
    });
    expect(s.responses).toEqual({ accepted: 0, declined: 0, expired: 0, rate: null, medianMinutes: null });
    expect(s.rating).toEqual({ average: null, total: 0 });
  });

  it('a new host gets empty lists and zeros, not an error', async () => {
    const fresh = await createUser(t, { type: 'host' });
    const s = await hostFigures(fresh.cookie);
    expect(s.listings).toEqual([]);
    expect(s.earnings.every((e) => e.earned + e.refunded + e.net + e.paidOut + e.available + e.pending === 0)).toBe(
      true,
    );
  });

  it('refuses a bad period with a clear message', async () => {
    const bad = async (q: string) => {
      const res = await as(t, host.cookie).get(`/api/host/analytics${q}`);
      expect(res.statusCode, q).toBe(400);
      return res.json().error;
    };
    expect((await bad('?from=2025-03&to=2025-01')).message).toMatch(/first month must not be after the last/);
    expect((await bad('?from=2020-01&to=2025-01')).message).toMatch(/at most 36 months/);
    expect((await bad('?from=2025-13')).message).toMatch(/first month/);
    expect((await bad('?from=2025-01&x=1')).code).toBeDefined();
  });

  it('is for hosts only: a client and staff are refused, a visitor must sign in', async () => {
    expect((await as(t, client.cookie).get('/api/host/analytics')).statusCode).toBe(403);
    expect((await as(t, admin.cookie).get('/api/host/analytics')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/host/analytics' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/analytics', () => {
  const figures = async () => {
    const res = await as(t, admin.cookie).get(`/api/admin/analytics${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminAnalytics;
  };

  it('gives payment volume, refunds and platform revenue per month', async () => {
    expect((await figures()).money).toEqual([
      { month: '2025-01', payments: 2, volume: 16500, refunded: 0, platformRevenue: 1500 },
      { month: '2025-02', payments: 1, volume: 22000, refunded: 0, platformRevenue: 2000 },
      { month: '2025-03', payments: 1, volume: 3300, refunded: 300, platformRevenue: 300 },
    ]);
  });

  it('counts bookings by type per month and by status over the period', async () => {
    const s = await figures();
    expect(s.bookingsByType).toEqual([
      { month: '2025-01', storage: 3, parking: 0, warehouse: 0 },
      { month: '2025-02', storage: 1, parking: 0, warehouse: 0 },
      { month: '2025-03', storage: 1, parking: 2, warehouse: 0 },
    ]);
    expect(s.bookingsByStatus).toEqual([
      { status: 'completed', count: 2 },
      { status: 'confirmed', count: 2 },
      { status: 'cancelled', count: 1 },
      { status: 'declined', count: 1 },
      { status: 'expired', count: 1 },
    ]);
  });

  it('counts sign-ups by type in the zone’s months (23:30 on 31 Jan is January, 00:30 on 1 Feb is February)', async () => {
    expect((await figures()).signUps).toEqual([
      { month: '2025-01', client: 2, host: 0 },
      { month: '2025-02', client: 0, host: 1 },
      { month: '2025-03', client: 0, host: 0 },
    ]);
  });

  it("sums every listing's occupancy per month", async () => {
    expect((await figures()).occupancy).toEqual([
      // A 10 + C 2 booked; A 57 + B 0 + C 31 offered.
      { month: '2025-01', unitDaysBooked: 12, unitDaysOffered: 88, rate: 0.136 },
      { month: '2025-02', unitDaysBooked: 8, unitDaysOffered: 98, rate: 0.082 },
      { month: '2025-03', unitDaysBooked: 12.25, unitDaysOffered: 124, rate: 0.099 },
    ]);
  });

  it('ranks cities and barangays by paid bookings, with their value', async () => {
    const s = await figures();
    expect(s.topCities).toEqual([
      { city: 'Makati City', province: expect.any(String), bookings: 3, volume: 36300 },
      { city: 'Pasig City', province: expect.any(String), bookings: 1, volume: 5500 },
    ]);
    expect(s.topBarangays[0]).toMatchObject({ city: 'Makati City', bookings: 3, volume: 36300 });
  });

  it('sums payouts processed and failed per month, and gives the disputes series its months', async () => {
    const s = await figures();
    expect(s.payouts).toEqual([
      { month: '2025-01', processed: 0, processedCount: 0, failed: 0, failedCount: 0 },
      { month: '2025-02', processed: 15000, processedCount: 1, failed: 0, failedCount: 0 },
      { month: '2025-03', processed: 0, processedCount: 0, failed: 5000, failedCount: 1 },
    ]);
    expect(s.disputes.months.map((d) => d.month)).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(s.disputes.months.every((d) => d.opened === 0 && d.resolved === 0)).toBe(true); // the fixture has none
  });

  it('is for admins only: a moderator, a host and a client are refused, a visitor must sign in', async () => {
    expect((await as(t, moderator.cookie).get('/api/admin/analytics')).statusCode).toBe(403);
    expect((await as(t, host.cookie).get('/api/admin/analytics')).statusCode).toBe(403);
    expect((await as(t, client.cookie).get('/api/admin/analytics')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(401);
  });
});
