import { beforeAll, describe, expect, it } from 'vitest';
import { addMonthsToMonth, dayStartIn, type AdminBookingsSummary, type HostBookingsSummary } from '@espasyo/domain';
import { clockOf, createUser, signIn } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';
import { bookingToPay, instantListing, payBooking } from '../../payments/payments.fixtures';
import { monthIn } from './dashboard.service';

/**
 * The dashboards' figures (issue 19): a host's own requests, this month's earnings (of the stays
 * starting in it: earned, refunded, net; domain money/earnings.ts), move-ins and occupancy; staff's bookings by status
 * and this month's payment volume, refunds and platform revenue. Who may read which.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const otherHost = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client', firstName: 'Bea', lastName: 'Villanueva' });
const admin = useUser(t, { type: 'admin' });
const moderator = useUser(t, { type: 'moderator' });

const DAY = 86_400_000;

beforeAll(async () => {
  // The 5th of a month, at noon in Manila, so every stay below starts in the month it is meant to.
  const month = monthIn('Asia/Manila', t.clock.now()).month;
  clockOf(t).set(new Date(dayStartIn(`${addMonthsToMonth(month, 1)}-05`, 'Asia/Manila').getTime() + 12 * 3_600_000));
  for (const u of [host, otherHost, client, admin, moderator])
    u.cookie = (await signIn(t, u.email, u.password)).cookie!;

  // The host: an instant-book room of 4 units (₱100 a day, flexible), a request-to-book one of
  // 2, and a paused one of 5 (not on offer). The other host: an instant-book room of 3.
  const room = await instantListing(t, host.user.id, { capacity: 4, cancellationPolicy: 'flexible' });
  const requestRoom = await insertListing(t, host.user.id, { city: cities.makati, capacity: 2 });
  await insertListing(t, host.user.id, { city: cities.makati, capacity: 5, status: 'paused' });
  const theirs = await instantListing(t, otherHost.user.id, { capacity: 3 });

  // Paid last month (35 days ago is always in an earlier calendar month): not this month's.
  const today = t.clock.now();
  clockOf(t).set(new Date(today.getTime() - 35 * DAY));
  await payBooking(t, client, await bookingToPay(t, client, room, 1));
  clockOf(t).set(today);

  // Paid now, 3 days starting in 2 days: a move-in, 3 unit-days booked, ₱273 earned this month.
  await payBooking(t, client, await bookingToPay(t, client, room, 2, 4));
  // Paid now and cancelled by the client: ₱95 back, the ₱5 fee kept by the platform; the host's ₱91 refunded.
  const cancelled = await bookingToPay(t, client, room, 12);
  await payBooking(t, client, cancelled);
  expect((await as(t, client.cookie).post(`/api/bookings/${cancelled}/cancel`)).statusCode).toBe(200);
  // A request waiting for the host.
  const request = await as(t, client.cookie).post('/api/bookings', {
    listingId: requestRoom,
    startDate: await dayFromToday(t, 20),
    endDate: await dayFromToday(t, 21),
  });
  expect(request.statusCode, request.body).toBe(201);
  // The other host's: paid now, 1 day in 3 days.
  await payBooking(t, client, await bookingToPay(t, client, theirs, 3));
});

const hostSummary = async (cookie: string) => {
  const res = await as(t, cookie).get('/api/host/bookings/summary');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as HostBookingsSummary;
};

describe('GET /api/host/bookings/summary', () => {
  it("gives the host their own figures: requests, this month's earnings, move-ins, occupancy", async () => {
    const s = await hostSummary(host.cookie);
    const tz = s.timeZone;
    expect(s).toMatchObject({
      listings: 3,
      pendingRequests: 1,
      // This month's stays: ₱273 and ₱91 earned, the ₱91 refunded on its own line; the stay of last month is not this month's.
      month: { month: monthIn(tz, t.clock.now()).month, earned: 36400, refunded: 9100, net: 27300, bookings: 2 },
      moveIns: {
        days: 7,
        count: 1,
        items: [
          {
            listingTitle: 'A storage space in Makati City',
            clientName: 'Bea Villanueva',
            kind: 'days',
            startDate: await dayFromToday(t, 2),
            endDate: await dayFromToday(t, 4),
            units: 1,
          },
        ],
      },
      // 3 unit-days of 4 + 2 units over 30 days: 0.1 units on average, 1.7%.
      occupancy: { days: 30, unitsOffered: 6, unitsBooked: 0.1, rate: 0.017 },
    });
  });

  it("shows another host only theirs, never the first host's", async () => {
    const s = await hostSummary(otherHost.cookie);
    expect(s).toMatchObject({
      listings: 1,
      pendingRequests: 0,
      month: { earned: 9100, refunded: 0, net: 9100, bookings: 1 },
      moveIns: { count: 1, items: [{ startDate: await dayFromToday(t, 3) }] },
      occupancy: { unitsOffered: 3, unitsBooked: 0.03, rate: 0.011 },
    });
  });

  it('a host with nothing gets zeros, not an error', async () => {
    const fresh = await createUser(t, { type: 'host' });
    expect(await hostSummary(fresh.cookie)).toMatchObject({
      listings: 0,
      pendingRequests: 0,
      month: { earned: 0, refunded: 0, net: 0, bookings: 0 },
      moveIns: { count: 0, items: [] },
      occupancy: { unitsOffered: 0, unitsBooked: 0, rate: 0 },
      tenancies: { running: 0, overdue: { count: 0, amount: 0 }, expected: { months: 3, earnings: 0 } },
    });
  });

  it('is for hosts only: a client and staff are refused, a visitor must sign in', async () => {
    expect((await as(t, client.cookie).get('/api/host/bookings/summary')).statusCode).toBe(403);
    expect((await as(t, admin.cookie).get('/api/host/bookings/summary')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/host/bookings/summary' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/bookings/summary', () => {
  it("counts every booking by status, and this month's payments, refunds and platform revenue from the ledger", async () => {
    const res = await as(t, admin.cookie).get('/api/admin/bookings/summary');
    expect(res.statusCode, res.body).toBe(200);
    const s: AdminBookingsSummary = res.json();
    expect(s.byStatus).toEqual({
      pending: 1,
      awaiting_payment: 0,
      confirmed: 3,
      active: 0,
      completed: 0,
      declined: 0,
      expired: 0,
      cancelled: 1,
      notice_given: 0,
      ended: 0,
    });
    expect(s.total).toBe(5);
    // Paid this month: ₱300, ₱100 (then refunded ₱95) and the other host's ₱100. Revenue: the 9%
    // fee on ₱300 and on ₱100, and the ₱5 cancellation fee (the cancelled booking's fee went back).
    expect(s.month).toEqual({
      month: monthIn(s.timeZone, t.clock.now()).month,
      payments: 3,
      paymentVolume: 50000,
      refunded: 9500,
      platformRevenue: 2700 + 900 + 500,
    });
  });

  it('is for admins only: a client, a host and a moderator are refused', async () => {
    for (const u of [client, host, moderator])
      expect((await as(t, u.cookie).get('/api/admin/bookings/summary')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/bookings/summary' })).statusCode).toBe(401);
  });
});

describe('monthIn', () => {
  it("is the calendar month in the platform's zone, from its first midnight to the next month's", () => {
    // 31 Jan 2027, 17:00 UTC is already 1 Feb in Manila.
    expect(monthIn('Asia/Manila', new Date('2027-01-31T17:00:00Z'))).toEqual({
      month: '2027-02',
      start: new Date('2027-01-31T16:00:00Z'),
      end: new Date('2027-02-28T16:00:00Z'),
    });
    expect(monthIn('Asia/Manila', new Date('2028-12-15T00:00:00Z')).end).toEqual(new Date('2028-12-31T16:00:00Z'));
    expect(monthIn('UTC', new Date('2028-02-10T00:00:00Z')).end).toEqual(new Date('2028-03-01T00:00:00Z'));
  });
});
