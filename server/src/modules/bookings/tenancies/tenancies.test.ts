import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  billingPeriod,
  tenancyMessages,
  type Bill,
  type BookingDetail,
  type NoticeAnswer,
} from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { clockOf, DEFAULT_PASSWORD, signIn } from '../../../test/builders';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';
import { ledgerOf, openCheckout, submitSandbox } from '../../payments/payments.fixtures';
import { runDueTimers } from '../timers/booking-timers.service';
import { releaseDueEarnings } from '../../money/wallet/wallet.service';
import { runBilling } from './billing.service';

/**
 * Monthly tenancies (issue 32): asked for with `monthly: true`, bill 0 open from acceptance and
 * paid through the booking's checkout, the units held with no end, the bills listed to the two
 * sides only, the billing job, and notice.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client', firstName: 'Bea', lastName: 'Villanueva' });
const otherClient = useUser(t, { type: 'client' });
const otherHost = useUser(t, { type: 'host' });
const admin = useUser(t, { type: 'admin' });
const DAY = 86_400_000;

let instant = '';
let single = '';
let parkingOnly = '';
let instantOne = '';

beforeAll(async () => {
  await setSettings(t, admin.cookie, 'security', { maxOpenRequests: 100, maxOpenRequestsPerListing: 100 });
  // ₱2,500 a month (listings-search.fixtures), 7 days' notice unless told.
  instant = await insertListing(t, host.user.id, { city: cities.makati, instantBook: true, capacity: 5 });
  single = await insertListing(t, host.user.id, { city: cities.makati, capacity: 1 });
  instantOne = await insertListing(t, host.user.id, { city: cities.makati, instantBook: true, capacity: 1 });
  parkingOnly = await insertListing(t, host.user.id, { city: cities.makati, type: 'parking', pricePerHour: 5000 });
});

/** Moves the clock; the sessions idle past their timeout, so everyone signs in again. */
async function advance(to: Date) {
  clockOf(t).set(to);
  for (const u of [host, client, otherClient, otherHost, admin]) {
    u.cookie = (await signIn(t, u.user.email, DEFAULT_PASSWORD)).cookie!;
  }
}

const rent = async (listingId: string, startDate: string, extra: object = {}) =>
  as(t, client.cookie).post('/api/bookings', { listingId, startDate, monthly: true, ...extra });
const bills = async (cookie: string, id: string) => as(t, cookie).get(`/api/bookings/${id}/bills`);
const billsOf = async (id: string) => (await bills(client.cookie, id)).json().items as Bill[];

async function payFirstMonth(id: string) {
  const name = `${client.user.firstName} ${client.user.lastName}`;
  const signed = await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name });
  expect(signed.statusCode, signed.body).toBe(201);
  const c = await openCheckout(t, client, id);
  expect((await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise', method: 'gcash' })).statusCode).toBe(303);
}

describe('asking for a tenancy', () => {
  it('answers 201 with kind tenancy and no end; instant book opens bill 0, the first month', async () => {
    const start = await dayFromToday(t, 10);
    const res = await rent(instant, start);
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json() as BookingDetail;
    expect(b).toMatchObject({
      kind: 'tenancy',
      endDate: null,
      endsAt: null,
      status: 'awaiting_payment',
      startDate: start,
    });
    expect(b.tenancy).toEqual({ noticePeriodDays: 7, monthlyPrice: 250000 });
    expect(b.actions).toContain('pay');
    const [first, ...rest] = await billsOf(b.id);
    expect(rest).toEqual([]);
    const period = billingPeriod(start, 0);
    expect(first).toMatchObject({
      number: 0,
      periodStart: start,
      periodEnd: period.periodEnd,
      dueOn: start,
      amount: b.total,
      status: 'open',
      pay: { checkout: `/api/bookings/${b.id}/bills/${first.id}/checkout` },
    });
    expect(first.hostEarnings).toBeUndefined();
  });

  it('refuses an end date, a listing with no monthly price, a start today', async () => {
    const start = await dayFromToday(t, 10);
    const withEnd = await rent(instant, start, { endDate: await dayFromToday(t, 20) });
    expect(withEnd.statusCode, withEnd.body).toBe(400);
    const noMonthly = await rent(parkingOnly, start);
    expect(noMonthly.statusCode, noMonthly.body).toBe(400);
    expect(noMonthly.json().error.message).toBe(tenancyMessages.noMonthlyPrice);
    const today = await rent(instant, await dayFromToday(t, 0));
    expect(today.statusCode, today.body).toBe(400);
  });

  it('shows bills to its two sides and admins only: another client or host gets 404', async () => {
    const id = (await rent(instant, await dayFromToday(t, 12))).json().id as string;
    expect((await bills(host.cookie, id)).json().items[0]).toMatchObject({
      pay: null,
      hostEarnings: expect.any(Number),
    });
    expect((await bills(admin.cookie, id)).statusCode).toBe(200);
    expect((await bills(otherClient.cookie, id)).statusCode).toBe(404);
    expect((await bills(otherHost.cookie, id)).statusCode).toBe(404);
    const notice = await as(t, otherClient.cookie).post(`/api/bookings/${id}/notice`, {});
    expect(notice.statusCode).toBe(404);
  });
});

describe('capacity: a tenancy holds its units with no end', () => {
  it('refuses a fixed booking eleven months on while a tenancy is asked for, and a second tenancy', async () => {
    const res = await rent(single, await dayFromToday(t, 5));
    expect(res.statusCode, res.body).toBe(201);
    const later = await as(t, client.cookie).post('/api/bookings', {
      listingId: single,
      startDate: await dayFromToday(t, 330),
      endDate: await dayFromToday(t, 332),
    });
    expect(later.statusCode, later.body).toBe(409);
    expect((await rent(single, await dayFromToday(t, 40))).statusCode).toBe(409);
    // Declined, its units are free again.
    expect(
      (await as(t, host.cookie).post(`/api/bookings/${res.json().id}/decline`, { reason: 'Not now' })).statusCode,
    ).toBe(200);
    const again = await as(t, client.cookie).post('/api/bookings', {
      listingId: single,
      startDate: await dayFromToday(t, 330),
      endDate: await dayFromToday(t, 332),
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('a tenancy paid, billed, and ended with notice', () => {
  it('bill 0 paid confirms it; the job bills each month once; notice prorates the last', async () => {
    const start = await dayFromToday(t, 3);
    const id = (await rent(instantOne, start)).json().id as string;
    await payFirstMonth(id);
    const paid = (await as(t, client.cookie).get(`/api/bookings/${id}`)).json() as BookingDetail;
    expect(paid.status).toBe('confirmed');
    // Its history: booked instantly, then paid (the tenancy's own events).
    expect(paid.events.map((e) => e.action)).toEqual(['book_instantly', 'pay']);
    expect((await billsOf(id))[0]).toMatchObject({ status: 'paid', pay: null, paymentId: expect.any(String) });
    const ledger = await ledgerOf(t, id);
    expect(ledger.transactions.map((x) => x.kind)).toContain('payment');

    // The start: active; the billing job lists the next month as upcoming, once however often it runs.
    await advance(new Date(new Date(paid.startsAt).getTime() + 60_000));
    expect((await runDueTimers(t.ctx)).start).toBeGreaterThanOrEqual(1);
    const first = await runBilling(t.ctx);
    expect(first.made).toBeGreaterThanOrEqual(1);
    expect((await runBilling(t.ctx)).made).toBe(0);
    const listed = await billsOf(id);
    expect(listed.map((b) => [b.number, b.status])).toEqual([
      [0, 'paid'],
      [1, 'upcoming'],
    ]);

    // Five days before it is due, bill 1 opens with a way to pay it.
    const due1 = listed[1].dueOn;
    await advance(new Date(Date.parse(`${addCalendarDays(due1, -5)}T00:00:00+08:00`) + 60_000));
    const opened = await runBilling(t.ctx);
    expect(opened.opened).toBeGreaterThanOrEqual(1);
    const open1 = (await billsOf(id))[1];
    expect(open1).toMatchObject({ status: 'open', pay: { checkout: expect.any(String) } });
    expect((await runBilling(t.ctx)).opened).toBe(0);

    // The host changes the price: only from a bill due 30 days ahead or more; the bill due sooner keeps its price.
    const priced = await as(t, host.cookie).put(`/api/bookings/${id}/monthly-price`, { monthlyPrice: 300000 });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json().fromBill).toBe(2);
    expect((await billsOf(id))[1].amount).toBe(open1.amount);
    expect(
      (await as(t, client.cookie).put(`/api/bookings/${id}/monthly-price`, { monthlyPrice: 1000 })).statusCode,
    ).toBe(403);

    // Too soon for the client's notice period (7 days): refused under endDate, nothing changed.
    const soon = await as(t, client.cookie).post(`/api/bookings/${id}/notice`, { endDate: addCalendarDays(due1, -3) });
    expect(soon.statusCode, soon.body).toBe(400);
    expect(soon.json().error.fields.endDate).toBeTruthy();
    // The host must give 30 days.
    const hostSoon = await as(t, host.cookie).post(`/api/bookings/${id}/notice`, {
      endDate: addCalendarDays(due1, 10),
    });
    expect(hostSoon.statusCode, hostSoon.body).toBe(400);

    // The client gives the listing's 7 days' notice: the end falls in period 1, whose open bill is prorated.
    const notice = await as(t, client.cookie).post(`/api/bookings/${id}/notice`, {});
    expect(notice.statusCode, notice.body).toBe(200);
    const answer = notice.json() as NoticeAnswer;
    const today = addCalendarDays(due1, -5);
    expect(answer.endDate).toBe(addCalendarDays(today, 7));
    expect(answer.booking).toMatchObject({ status: 'notice_given', endDate: answer.endDate });
    expect(answer.lastBill.number).toBe(1);
    expect(answer.lastBill.amount).toBeLessThan(open1.amount);
    // The days after the end are free again; the end date itself is not.
    const fixed = (from: string, to: string) =>
      as(t, otherClient.cookie).post('/api/bookings', { listingId: instantOne, startDate: from, endDate: to });
    expect((await fixed(answer.endDate, addCalendarDays(answer.endDate, 2))).statusCode).toBe(409);
    const after = addCalendarDays(answer.endDate, 1);
    const freed = await fixed(after, addCalendarDays(after, 2));
    expect(freed.statusCode, freed.body).toBe(201);
    // A second notice may only bring the end nearer.
    const later = await as(t, client.cookie).post(`/api/bookings/${id}/notice`, {
      endDate: addCalendarDays(today, 20),
    });
    expect(later.statusCode, later.body).toBe(409);

    // Paying the prorated bill; the day after the end date the tenancy ends and its units are free.
    const c = await as(t, client.cookie).post(open1.pay!.checkout.replace(/^\/api/, '/api'));
    expect(c.statusCode, c.body).toBe(200);
    expect((await submitSandbox(t, c.json().checkoutUrl, { outcome: 'authorise', method: 'gcash' })).statusCode).toBe(
      303,
    );
    expect((await billsOf(id))[1]).toMatchObject({ status: 'paid', amount: answer.lastBill.amount });
    // The host's earnings of a bill paid ahead stay pending until its period starts plus the payout delay.
    const pendingOf = async () => 0 - ((await ledgerOf(t, id)).balances.host_pending ?? 0);
    const pending = await pendingOf();
    expect(pending).toBeGreaterThan(0);
    await releaseDueEarnings(t.ctx);
    expect(await pendingOf()).toBe(pending);
    await advance(new Date(Date.parse(`${addCalendarDays(answer.endDate, 1)}T00:00:00+08:00`) + DAY / 24));
    expect((await runDueTimers(t.ctx)).end).toBeGreaterThanOrEqual(1);
    expect(((await as(t, client.cookie).get(`/api/bookings/${id}`)).json() as BookingDetail).status).toBe('ended');
    // The ledger balances: what the client paid is the fee, the tax and the host's earnings.
    const ledger2 = await ledgerOf(t, id);
    expect(ledger2.transactions.filter((x) => x.kind === 'payment').length).toBe(2);
    // Seven days (hostPayoutDelay) after the last period began, both months' earnings are the host's.
    await advance(new Date(Date.parse(`${addCalendarDays(due1, 7)}T00:00:00+08:00`) + 60_000));
    await releaseDueEarnings(t.ctx);
    expect(await pendingOf()).toBe(0);
  });
});

describe('the last unit, tenancies and fixed bookings at once', () => {
  // On PostgreSQL (CI) the requests run in parallel on the pool; PGlite runs them one by one.
  it('24 requests at once for the last unit, tenancies and bookings of dates months apart: it is never held twice', async () => {
    const listing = await insertListing(t, host.user.id, { city: cities.makati, capacity: 1, instantBook: true });
    const users = [client, otherClient];
    const bodies = await Promise.all(
      Array.from({ length: 24 }, async (_, i) =>
        i % 2
          ? { listingId: listing, startDate: await dayFromToday(t, 20 + i), monthly: true }
          : {
              listingId: listing,
              startDate: await dayFromToday(t, 60 + i * 5),
              endDate: await dayFromToday(t, 62 + i * 5),
            },
      ),
    );
    const answers = await Promise.all(bodies.map((b, i) => as(t, users[i % 2].cookie).post('/api/bookings', b)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((x) => x >= 500)).toEqual([]);
    const won = answers.filter((a) => a.statusCode === 201).map((a) => a.json() as BookingDetail);
    // A fixed booking leaves room for another fixed booking of other dates, never for a tenancy after it.
    const tenancies = won.filter((b) => b.kind === 'tenancy');
    expect(tenancies.length).toBeLessThanOrEqual(1);
    if (tenancies.length === 1) {
      const start = tenancies[0].startDate;
      expect(won.filter((b) => b.kind === 'days' && b.endDate! >= start)).toEqual([]);
    }
    // The one count: never more than the one unit in use at any moment from now on.
    const { rows } = await sql<{ used: number }>`
      select used from most_units_in_use(${listing}, now(), 'infinity'::timestamptz, 'Asia/Manila') used`.execute(t.db);
    expect(rows[0].used).toBe(1);
  });
});
