import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAnalytics, HostAnalytics } from '@espasyo/domain';
import { clockOf } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { as } from '../listings/core/listings.fixtures';
import { cities, insertListing } from '../listings/search/listings-search.fixtures';
import { at, insertBill, insertBooking } from './analytics.fixtures';

/**
 * Monthly tenancies in the analytics (issue 32, decision 0084), January to March 2025 in Manila:
 * the months rented (paid bills, a last one cut by notice by its days), a tenancy's unit-days in
 * occupancy with no end yet, and its statuses among the bookings by status.
 *
 * - T1, the host's: 15 Jan, ended by notice on 20 Mar; bills for 15 Jan, 15 Feb and 15 Mar (the last
 *   used 6 of its 31 days) paid.
 * - T2, the host's: from 1 Feb, no end; February and March paid, April open (not counted).
 * - T3, the other host's: from 1 Mar, no end; March paid.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const otherHost = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
const PERIOD = '?from=2025-01&to=2025-03';
let A = '';

beforeAll(async () => {
  clockOf(t).set(new Date('2025-04-10T04:00:00Z'));
  A = await insertListing(t, host.user.id, { city: cities.makati, capacity: 2, approvedAt: at('2024-12-01T09:00:00') });
  const C = await insertListing(t, otherHost.user.id, {
    city: cities.pasig,
    capacity: 1,
    approvedAt: at('2024-12-01T09:00:00'),
  });
  const tenancy = (listingId: string, hostId: string, status: string, startDate: string, endDate: string | null) =>
    insertBooking(t, {
      listingId,
      hostId,
      clientId: client.user.id,
      status,
      kind: 'tenancy',
      startDate,
      endDate,
      total: 250000,
      createdAt: at(`${startDate}T00:00:00`),
      confirmedAt: at(`${startDate}T00:00:00`),
    });
  const bill = (bookingId: string, number: number, periodStart: string, periodEnd: string, status = 'paid') =>
    insertBill(t, { bookingId, number, periodStart, periodEnd, amount: 250000, status });

  const t1 = await tenancy(A, host.user.id, 'ended', '2025-01-15', '2025-03-20');
  await bill(t1, 0, '2025-01-15', '2025-02-14');
  await bill(t1, 1, '2025-02-15', '2025-03-14');
  await bill(t1, 2, '2025-03-15', '2025-04-14');
  const t2 = await tenancy(A, host.user.id, 'active', '2025-02-01', null);
  await bill(t2, 0, '2025-02-01', '2025-02-28');
  await bill(t2, 1, '2025-03-01', '2025-03-31');
  await bill(t2, 2, '2025-04-01', '2025-04-30', 'open');
  const t3 = await tenancy(C, otherHost.user.id, 'notice_given', '2025-03-01', null);
  await bill(t3, 0, '2025-03-01', '2025-03-31');
});

describe('months rented by monthly tenancies', () => {
  it("counts the host's paid bills by the month their period starts, the last cut by notice by its days", async () => {
    const res = await as(t, host.cookie).get(`/api/host/analytics${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as HostAnalytics;
    // March: T2's month and 6 of 31 days of T1's last period.
    expect(a.monthsRented).toEqual([
      { month: '2025-01', months: 1 },
      { month: '2025-02', months: 2 },
      { month: '2025-03', months: 1.19 },
    ]);
    // A tenancy holds its unit with no end: February 28 + 28 unit-days, March 20 (T1 to its end) + 31.
    const occupancy = a.listings.find((l) => l.id === A)!.occupancy;
    expect(occupancy.map((o) => o.unitDaysBooked)).toEqual([17, 56, 51]);
  });

  it("counts every host's for staff, and a tenancy's own statuses among the bookings", async () => {
    const res = await as(t, admin.cookie).get(`/api/admin/analytics${PERIOD}`);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as AdminAnalytics;
    expect(a.monthsRented).toEqual([
      { month: '2025-01', months: 1 },
      { month: '2025-02', months: 2 },
      { month: '2025-03', months: 2.19 },
    ]);
    expect(a.bookingsByStatus).toEqual([
      { status: 'active', count: 1 },
      { status: 'ended', count: 1 },
      { status: 'notice_given', count: 1 },
    ]);
    expect(a.occupancy.map((o) => o.unitDaysBooked)).toEqual([17, 56, 51 + 31]);
  });
});
