import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMonthsToMonth,
  dayStartIn,
  monthIn,
  type HostAnalytics,
  type HostBookingsSummary,
  type Wallet,
} from '@espasyo/domain';
import { clockOf, signIn, type BuiltUser } from '../../test/builders';
import { useTestApp, useUser } from '../../test/hooks';
import { as } from '../listings/core/listings.fixtures';
import { bookingToPay, instantListing, payBooking, paymentsOf } from '../payments/payments.fixtures';

/**
 * A host's earnings of a month (issue 29, domain money/earnings.ts): the dashboard, the analytics
 * and the wallet show one definition — of the stays starting in the month, what they earned, what
 * refunds of them took back on its own line, and the net — so a refund made this month of a stay
 * of last month is last month's, and this month is never below zero for it.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
const TZ = 'Asia/Manila';
let first: string;
let second: string;

/** Noon in Manila on `day` of `month`, everyone signed in again. */
async function toDay(month: string, day: string) {
  clockOf(t).set(new Date(dayStartIn(`${month}-${day}`, TZ).getTime() + 12 * 3_600_000));
  for (const u of [host, client, admin] as BuiltUser[]) u.cookie = (await signIn(t, u.email, u.password)).cookie!;
}

beforeAll(async () => {
  first = addMonthsToMonth(monthIn(TZ, t.clock.now()), 1);
  second = addMonthsToMonth(first, 1);
  const listing = await instantListing(t, host.user.id); // ₱100 a day, a 9% platform fee

  // The first month: a stay of 3 days from the 20th, paid: ₱273 for the host.
  await toDay(first, '05');
  const earlier = await bookingToPay(t, client, listing, 15, 17);
  await payBooking(t, client, earlier);

  // The second month: a stay of a day on the 10th, paid (₱91); and staff refund the first stay in full.
  await toDay(second, '03');
  await payBooking(t, client, await bookingToPay(t, client, listing, 7));
  const [payment] = await paymentsOf(t, earlier);
  const refund = await as(t, admin.cookie).post(`/api/admin/payments/${payment.id}/refunds`, {
    amount: 30_000,
    reason: 'The gate was broken.',
  });
  expect(refund.statusCode, refund.body).toBe(201);
});

const get = async <T>(url: string) => {
  const res = await as(t, host.cookie).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

describe("a month's earnings", () => {
  it("this month's refund of last month's stay is last month's: the dashboard's month is not negative", async () => {
    const { month } = await get<HostBookingsSummary>('/api/host/bookings/summary');
    expect(month).toEqual({ month: second, earned: 9100, refunded: 0, net: 9100, bookings: 1 });
  });

  it('the analytics show the same months, the refund on its own line, and where each net is now', async () => {
    const a = await get<HostAnalytics>(`/api/host/analytics?from=${first}&to=${second}`);
    expect(a.earnings).toEqual([
      { month: first, earned: 27300, refunded: 27300, net: 0, bookings: 1, paidOut: 0, available: 0, pending: 0 },
      { month: second, earned: 9100, refunded: 0, net: 9100, bookings: 1, paidOut: 0, available: 0, pending: 9100 },
    ]);
  });

  it("the wallet's month is the dashboard's", async () => {
    const [wallet, summary] = await Promise.all([
      get<Wallet>('/api/host/wallet'),
      get<HostBookingsSummary>('/api/host/bookings/summary'),
    ]);
    expect(wallet.month).toEqual(summary.month);
  });
});
