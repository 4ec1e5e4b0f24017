import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  calendarDayIn,
  expectedIncomeWindow,
  type Bill,
  type BookingDetail,
  type BookingsPage,
  type HostBookingsSummary,
} from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { clockOf, DEFAULT_PASSWORD, signIn } from '../../../test/builders';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';
import { bookingToPay, openCheckout, payBooking, submitSandbox } from '../../payments/payments.fixtures';
import { runDueTimers } from '../timers/booking-timers.service';
import { runBilling } from './billing.service';

/**
 * A tenancy where people look for it (issue 32), followed from payment to its end: the client's and
 * host's lists (upcoming, then current while active or under notice, then past; its end is null
 * until notice), staff's list by kind and a tenancy's statuses, and the host dashboard's running
 * tenancies, overdue bills and the earnings expected in the next 3 months.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
const people = [host, client, admin];
const TZ = 'Asia/Manila';

let listing = '';
let tenancy = '';
let fixed = '';
/** The host's share of one full month: ₱2,500 less the 9% fee. */
const MONTH = 250_000 - 22_500;

beforeAll(async () => {
  listing = await insertListing(t, host.user.id, { city: cities.makati, instantBook: true, capacity: 5 });
  const res = await as(t, client.cookie).post('/api/bookings', {
    listingId: listing,
    startDate: await dayFromToday(t, 3),
    monthly: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  tenancy = res.json().id;
  const name = `${client.user.firstName} ${client.user.lastName}`;
  await as(t, client.cookie).post(`/api/bookings/${tenancy}/agreement`, { kind: 'typed', name });
  const c = await openCheckout(t, client, tenancy);
  expect((await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise', method: 'gcash' })).statusCode).toBe(303);
  // A booking of days on the same listing, for the kind filter.
  fixed = await bookingToPay(t, client, listing, 5, 6);
  await payBooking(t, client, fixed);
});

async function advance(to: Date) {
  clockOf(t).set(to);
  for (const u of people) u.cookie = (await signIn(t, u.user.email, DEFAULT_PASSWORD)).cookie!;
}
const today = () => calendarDayIn(TZ, t.clock.now());
const summary = async () => {
  const res = await as(t, host.cookie).get('/api/host/bookings/summary');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as HostBookingsSummary).tenancies;
};
const ids = async (cookie: string, url: string) => {
  const res = await as(t, cookie).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as BookingsPage).items.map((b) => b.id);
};
const groupsOf = async () => {
  const out: Record<string, string[]> = {};
  for (const [who, url] of [
    ['client', '/api/bookings'],
    ['host', '/api/host/bookings'],
  ] as const) {
    for (const group of ['upcoming', 'current', 'past']) {
      if ((await ids((who === 'client' ? client : host).cookie, `${url}?group=${group}`)).includes(tenancy)) {
        out[who] = [...(out[who] ?? []), group];
      }
    }
  }
  return out;
};
const billsOf = async () => (await as(t, host.cookie).get(`/api/bookings/${tenancy}/bills`)).json().items as Bill[];
/** The host's share of the bills not void due in the window, and of the months not billed yet. */
const expectedFrom = async (unbilledMonths: number) => {
  const w = expectedIncomeWindow(today());
  const made = (await billsOf()).filter((b) => b.status !== 'void' && b.dueOn >= w.from && b.dueOn < w.to);
  return made.reduce((s, b) => s + b.hostEarnings!, 0) + unbilledMonths * MONTH;
};

describe('a tenancy in the lists and on the host dashboard', () => {
  it('is upcoming until it starts, counted with its months ahead; a move-in with no end', async () => {
    expect(await groupsOf()).toEqual({ client: ['upcoming'], host: ['upcoming'] });
    const res = await as(t, host.cookie).get('/api/host/bookings/summary');
    const s = res.json() as HostBookingsSummary;
    expect(s.moveIns.items.find((m) => m.id === tenancy)).toMatchObject({
      kind: 'tenancy',
      endDate: null,
      endsAt: null,
    });
    // Confirmed, not running yet: bill 0 (paid, due on its start) and the two months after it fall in the window.
    expect(s.tenancies).toEqual({
      running: 0,
      overdue: { count: 0, amount: 0 },
      expected: { months: 3, ...expectedIncomeWindow(today()), earnings: 3 * MONTH },
    });
    expect(await expectedFrom(2)).toBe(3 * MONTH);
    // It holds its unit over the whole of the next 30 days but the first three.
    expect(s.occupancy.unitsBooked).toBeGreaterThan(0.8);
  });

  it('staff filter it by kind and status; a from date finds an open end', async () => {
    const all = await ids(admin.cookie, `/api/admin/bookings?listingId=${listing}`);
    expect(all.sort()).toEqual([tenancy, fixed].sort());
    expect(await ids(admin.cookie, `/api/admin/bookings?listingId=${listing}&kind=tenancy`)).toEqual([tenancy]);
    expect(await ids(admin.cookie, `/api/admin/bookings?listingId=${listing}&kind=days`)).toEqual([fixed]);
    const later = await dayFromToday(t, 400);
    expect(await ids(admin.cookie, `/api/admin/bookings?listingId=${listing}&from=${later}`)).toEqual([tenancy]);
    expect((await as(t, admin.cookie).get('/api/admin/bookings?kind=weekly')).statusCode).toBe(400);
  });

  it('is current and running once started, overdue bills counted; still current under notice; past once ended', async () => {
    const b = (await as(t, client.cookie).get(`/api/bookings/${tenancy}`)).json() as BookingDetail;
    await advance(new Date(new Date(b.startsAt).getTime() + 60_000));
    await runDueTimers(t.ctx);
    await runBilling(t.ctx);
    expect(await groupsOf()).toEqual({ client: ['current'], host: ['current'] });
    let s = await summary();
    expect(s.running).toBe(1);
    // Bills 0 and 1 made; bill 2 not yet.
    expect(s.expected.earnings).toBe(await expectedFrom(1));
    expect(s.expected.earnings).toBe(3 * MONTH);

    // Bill 1 unpaid the day after it was due: overdue.
    const bill1 = (await billsOf())[1];
    await advance(new Date(Date.parse(`${addCalendarDays(bill1.dueOn, 1)}T00:00:00+08:00`) + 60_000));
    await runBilling(t.ctx);
    await runBilling(t.ctx);
    s = await summary();
    expect(s.overdue).toEqual({ count: 1, amount: bill1.amount });
    // Due yesterday, bill 1 is out of the window; bill 2 (made now) and the two months after it are in.
    expect(s.expected.earnings).toBe(await expectedFrom(2));
    expect(s.expected.earnings).toBe(3 * MONTH);
    const overdue = await ids(admin.cookie, '/api/admin/bookings?status=active&kind=tenancy');
    expect(overdue).toEqual([tenancy]);

    // The host ends it for non-payment (7 days): under notice it is current, its last month prorated.
    const notice = await as(t, host.cookie).post(`/api/bookings/${tenancy}/notice`, {});
    expect(notice.statusCode, notice.body).toBe(200);
    expect(await groupsOf()).toEqual({ client: ['current'], host: ['current'] });
    expect(await ids(admin.cookie, '/api/admin/bookings?status=notice_given')).toEqual([tenancy]);
    s = await summary();
    expect(s.running).toBe(1);
    expect(s.expected.earnings).toBe(await expectedFrom(0));
    expect(s.expected.earnings).toBeLessThan(MONTH);

    // The day after its end it has ended: past, not running; its unpaid bills still overdue.
    const end = notice.json().endDate as string;
    await advance(new Date(Date.parse(`${addCalendarDays(end, 1)}T00:00:00+08:00`) + 3_600_000));
    await runDueTimers(t.ctx);
    expect(await groupsOf()).toEqual({ client: ['past'], host: ['past'] });
    expect(await ids(admin.cookie, '/api/admin/bookings?status=ended&kind=tenancy')).toEqual([tenancy]);
    s = await summary();
    expect(s.running).toBe(0);
    expect(s.expected.earnings).toBe(0);
    expect(s.overdue.count).toBeGreaterThanOrEqual(1);
  });
});
