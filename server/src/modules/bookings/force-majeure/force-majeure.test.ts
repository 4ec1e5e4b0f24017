import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, billingPeriod, type AdminForceMajeure, type BookingForceMajeure } from '@espasyo/domain';
import { clockOf, DEFAULT_PASSWORD, outboxFor, signIn, type BuiltUser } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';
import {
  bookingToPay,
  instantListing,
  ledgerOf,
  openCheckout,
  payBooking,
  refundsOf,
  submitSandbox,
} from '../../payments/payments.fixtures';
import { runDueTimers } from '../timers/booking-timers.service';

/**
 * Typhoon and force majeure (issue 33, decision 0090): an admin declares an event for places and
 * days; the bookings and tenancies it covers are found by place and date overlap, both sides told
 * once; either side cancels with the covered days refunded, through the booking process and the ledger.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const otherClient = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
const moderator = useUser(t, { type: 'moderator' });
const METRO_MANILA = '1300000000';

let makati = '';
let cebu = '';
let strictMakati = '';
const ids = { covered: '', partly: '', later: '', elsewhere: '', strict: '', unpaid: '' };
let event: AdminForceMajeure;
let form: { name: string; places: string[]; startDate: string; endDate: string; details: string };

const declare = (cookie: string, body: object) => as(t, cookie).post('/api/admin/force-majeure', body);
const fm = (cookie: string, id: string) => as(t, cookie).get(`/api/bookings/${id}/force-majeure`);
const cancel = (cookie: string, id: string) => as(t, cookie).post(`/api/bookings/${id}/force-majeure/cancel`);
const told = (userId: string, title: string) =>
  t.db.selectFrom('notifications').select('id').where('userId', '=', userId).where('title', '=', title).execute();

async function paid(listing: string, from: number, to: number, who: BuiltUser = client) {
  const id = await bookingToPay(t, who, listing, from, to);
  await payBooking(t, who, id);
  return id;
}

beforeAll(async () => {
  await setSettings(t, admin.cookie, 'security', { maxOpenRequests: 100, maxOpenRequestsPerListing: 100 });
  makati = await instantListing(t, host.user.id, { cancellationPolicy: 'flexible' }); // ₱100 a day
  strictMakati = await instantListing(t, host.user.id, { cancellationPolicy: 'strict' });
  cebu = await instantListing(t, host.user.id, { city: cities.cebu });
  // The event: days 10 to 12 from today, Metro Manila.
  ids.covered = await paid(makati, 11, 13); // 2 of 3 days inside: most of it
  ids.partly = await paid(makati, 12, 16); // 1 of 5 days inside
  ids.strict = await paid(strictMakati, 12, 16, otherClient); // 1 of 5 days inside, strict
  ids.later = await paid(makati, 20, 22); // after the event
  ids.elsewhere = await paid(cebu, 10, 12); // Cebu, not Metro Manila
  ids.unpaid = await bookingToPay(t, client, makati, 10, 10); // awaiting payment: nothing to refund, not told
  form = {
    name: 'Typhoon Signal No. 3',
    details: 'PAGASA raised Signal No. 3 over Metro Manila.',
    places: [METRO_MANILA],
    startDate: await dayFromToday(t, 10),
    endDate: await dayFromToday(t, 12),
  };
});

describe('declaring an event', () => {
  it('is for admins only: a moderator, a host and a client are refused, a visitor must sign in', async () => {
    for (const u of [moderator, host, client]) expect((await declare(u.cookie, form)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/force-majeure', payload: form })).statusCode).toBe(
      401,
    );
    expect((await as(t, moderator.cookie).get('/api/admin/force-majeure')).statusCode).toBe(403);
  });

  it('refuses a place that is no province or city, and a last day before the first', async () => {
    const bad = await declare(admin.cookie, { ...form, places: ['9999999999'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ places: 'Choose a province or city from the list.' });
    const backwards = await declare(admin.cookie, { ...form, endDate: form.startDate, startDate: form.endDate });
    expect(backwards.statusCode).toBe(400);
  });

  it('finds the paid bookings there on those days, tells both sides of each once, and is audited', async () => {
    const res = await declare(admin.cookie, form);
    expect(res.statusCode, res.body).toBe(201);
    event = res.json();
    expect(event).toMatchObject({
      name: 'Typhoon Signal No. 3',
      places: [{ code: METRO_MANILA, name: 'Metro Manila', kind: 'province' }],
      state: 'upcoming',
      affected: 3,
      declaredBy: { id: admin.user.id },
    });
    const covered = await t.db
      .selectFrom('forceMajeureBookings')
      .select('bookingId')
      .where('eventId', '=', event.id)
      .execute();
    expect(covered.map((r) => r.bookingId).sort()).toEqual([ids.covered, ids.partly, ids.strict].sort());
    const title = 'Affected by Typhoon Signal No. 3';
    expect(await told(client.user.id, title)).toHaveLength(2);
    expect(await told(otherClient.user.id, title)).toHaveLength(1);
    expect(await told(host.user.id, title)).toHaveLength(3);
    // Each notification's email copy goes out through the outbox with it.
    const mails = (await outboxFor(t, host.user.email)).filter((x) => x.subject === title);
    expect(mails).toHaveLength(3);
    expect((await outboxFor(t, client.user.email)).filter((x) => x.subject === title)).toHaveLength(2);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('targetId', '=', event.id).execute();
    expect(audit).toMatchObject([{ actorId: admin.user.id, action: 'force_majeure.declare' }]);
  });

  it('sent again (a retry), answers the same event and tells no one twice', async () => {
    const again = await declare(admin.cookie, form);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(event.id);
    expect(await told(host.user.id, 'Affected by Typhoon Signal No. 3')).toHaveLength(3);
    const mails = (await outboxFor(t, host.user.email)).filter((x) => x.subject === 'Affected by Typhoon Signal No. 3');
    expect(mails).toHaveLength(3);
    expect(await t.db.selectFrom('auditLog').select('id').where('targetId', '=', event.id).execute()).toHaveLength(1);
  });

  it('sent five times at once, makes one event and tells each side once (a burst on PostgreSQL)', async () => {
    const burst = {
      ...form,
      name: 'Signal No. 2 burst',
      startDate: await dayFromToday(t, 11),
      endDate: await dayFromToday(t, 11),
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => declare(admin.cookie, burst)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
    expect(answers[0].json().affected).toBe(1); // ids.covered: days 11–13
    expect(await told(host.user.id, 'Affected by Signal No. 2 burst')).toHaveLength(1);
    expect(await told(client.user.id, 'Affected by Signal No. 2 burst')).toHaveLength(1);
    const withdrawn = await as(t, admin.cookie).post(`/api/admin/force-majeure/${answers[0].json().id}/end`, {
      mode: 'withdraw',
      reason: 'A test of retries.',
    });
    expect(withdrawn.statusCode).toBe(200);
  });

  it('is listed for admins and on the public advisories', async () => {
    const list = (await as(t, admin.cookie).get('/api/admin/force-majeure')).json();
    expect(list.items.map((e: AdminForceMajeure) => e.id)).toContain(event.id);
    const pub = await t.app.inject({ method: 'GET', url: '/api/advisories' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json().items[0]).toMatchObject({ id: event.id, name: 'Typhoon Signal No. 3' });
    expect(pub.json().items[0].declaredBy).toBeUndefined();
  });
});

describe('cancelling a covered booking', () => {
  it("shows each side the event; another client's booking is not found; one outside it has none", async () => {
    const seen = (await fm(client.cookie, ids.partly)).json() as BookingForceMajeure;
    expect(seen).toMatchObject({ event: { id: event.id }, affectedDays: [form.endDate], canCancel: true });
    expect((await fm(host.cookie, ids.partly)).json().canCancel).toBe(true);
    expect((await fm(otherClient.cookie, ids.partly)).statusCode).toBe(404);
    expect((await fm(moderator.cookie, ids.partly)).statusCode).toBe(404);
    expect((await fm(client.cookie, ids.later)).json()).toMatchObject({ event: null, canCancel: false });
    expect((await fm(client.cookie, ids.elsewhere)).json().event).toBeNull();
    expect((await cancel(client.cookie, ids.later)).statusCode).toBe(409);
    expect((await cancel(client.cookie, ids.elsewhere)).statusCode).toBe(409);
    expect((await cancel(otherClient.cookie, ids.partly)).statusCode).toBe(404);
  });

  it('by the client, 1 of 5 days covered on flexible: that day in full, the rest by the policy', async () => {
    const preview = (await fm(client.cookie, ids.partly)).json() as BookingForceMajeure;
    // ₱500 paid: ₱100 back for the covered day; flexible keeps its 5% fee of the other ₱400 (₱20).
    expect(preview).toMatchObject({ paid: 50000, refund: 48000 });
    const res = await cancel(client.cookie, ids.partly);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect(res.json().events.at(-1)).toMatchObject({ action: 'cancel_force_majeure', actor: 'client' });
    expect(await refundsOf(t, ids.partly)).toMatchObject([{ amount: 48000, reason: 'cancellation' }]);
    const ledger = await ledgerOf(t, ids.partly);
    expect(ledger.transactions.every((x) => x.sum === 0)).toBe(true);
    expect(ledger.balances).toMatchObject({ host_pending: 0, platform_fees: 0, cancellation_fees: -2000 });
    // The host is told of the cancellation.
    const hostTold = await t.db
      .selectFrom('notifications')
      .select('title')
      .where('userId', '=', host.user.id)
      .where('title', 'like', 'Booking cancelled for force majeure by the client:%')
      .execute();
    expect(hostTold).toHaveLength(1);
  });

  it('by the client on strict: the covered day back, the rest kept by the host', async () => {
    const res = await cancel(otherClient.cookie, ids.strict);
    expect(res.statusCode, res.body).toBe(200);
    expect(await refundsOf(t, ids.strict)).toMatchObject([{ amount: 10000 }]);
    expect((await ledgerOf(t, ids.strict)).transactions.every((x) => x.sum === 0)).toBe(true);
  });

  it('by the host, whatever the policy: everything back, not counted against the host', async () => {
    const res = await cancel(host.cookie, ids.covered);
    expect(res.statusCode, res.body).toBe(200);
    expect(await refundsOf(t, ids.covered)).toMatchObject([{ amount: 30000 }]);
    const ledger = await ledgerOf(t, ids.covered);
    expect(ledger.transactions.every((x) => x.sum === 0)).toBe(true);
    expect(ledger.balances).toMatchObject({ host_pending: 0, platform_fees: 0 });
    const ev = await t.db
      .selectFrom('processEvents')
      .select(['action', 'actor'])
      .where('recordId', '=', ids.covered)
      .where('action', '=', 'cancel')
      .execute();
    expect(ev).toEqual([]); // the host's standing counts `cancel` events only
    // Cancelled already: a second time is refused.
    expect((await cancel(client.cookie, ids.covered)).statusCode).toBe(409);
  });

  it('the ordinary cancel is untouched: the later booking still cancels by the policy', async () => {
    expect((await fm(client.cookie, ids.later)).json().canCancel).toBe(false);
  });
});

describe('ending or withdrawing an event', () => {
  it('a moderator cannot; an admin ends it early with a reason, audited', async () => {
    const body = { mode: 'end', reason: 'PAGASA lifted the signal.' };
    expect((await as(t, moderator.cookie).post(`/api/admin/force-majeure/${event.id}/end`, body)).statusCode).toBe(403);
    const res = await as(t, admin.cookie).post(`/api/admin/force-majeure/${event.id}/end`, body);
    expect(res.statusCode, res.body).toBe(200);
    // Before its first day, ending it leaves its first day only.
    expect(res.json()).toMatchObject({ endDate: form.startDate, endReason: 'PAGASA lifted the signal.' });
    const audit = await t.db.selectFrom('auditLog').selectAll().where('targetId', '=', event.id).execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['force_majeure.declare', 'force_majeure.end']));
  });

  it('withdrawn, it is off the public page and covers nothing more', async () => {
    const res = await as(t, admin.cookie).post(`/api/admin/force-majeure/${event.id}/end`, {
      mode: 'withdraw',
      reason: 'Declared for the wrong region.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().state).toBe('withdrawn');
    const pub = (await t.app.inject({ method: 'GET', url: '/api/advisories' })).json();
    expect(pub.items.map((e: { id: string }) => e.id)).not.toContain(event.id);
    const again = await as(t, admin.cookie).post(`/api/admin/force-majeure/${event.id}/end`, {
      mode: 'end',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('a running tenancy', () => {
  it('ends at the first covered day, its paid days from then refunded in full, the ledger balanced', async () => {
    const listing = await insertListing(t, host.user.id, { city: cities.makati, instantBook: true, capacity: 2 });
    const start = await dayFromToday(t, 40);
    const rent = await as(t, client.cookie).post('/api/bookings', {
      listingId: listing,
      startDate: start,
      monthly: true,
    });
    expect(rent.statusCode, rent.body).toBe(201);
    const id = rent.json().id as string;
    const name = `${client.user.firstName} ${client.user.lastName}`;
    expect((await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name })).statusCode).toBe(
      201,
    );
    const c = await openCheckout(t, client, id);
    expect((await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise', method: 'gcash' })).statusCode).toBe(303);
    // Move in: the day after the start, in Manila.
    clockOf(t).set(new Date(Date.parse(`${addCalendarDays(start, 1)}T09:00:00+08:00`)));
    for (const u of [host, client, admin]) u.cookie = (await signIn(t, u.user.email, DEFAULT_PASSWORD)).cookie!;
    await runDueTimers(t.ctx);
    expect((await as(t, client.cookie).get(`/api/bookings/${id}`)).json().status).toBe('active');

    const from = addCalendarDays(start, 10);
    const res = await declare(admin.cookie, {
      ...form,
      name: 'Habagat floods',
      startDate: from,
      endDate: addCalendarDays(start, 12),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().affected).toBe(1);
    expect(await told(host.user.id, 'Affected by Habagat floods')).toHaveLength(1);

    const period = billingPeriod(start, 0);
    const covered = period.days - 10; // the paid days from the first covered one to the period's end
    const expected = Math.floor((2 * 250000 * covered + period.days) / (2 * period.days));
    expect((await fm(client.cookie, id)).json()).toMatchObject({ canCancel: true, paid: 250000, refund: expected });

    const done = await cancel(client.cookie, id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'ended', endDate: addCalendarDays(start, 9) });
    expect(await refundsOf(t, id)).toMatchObject([{ amount: expected }]);
    expect((await ledgerOf(t, id)).transactions.every((x) => x.sum === 0)).toBe(true);
  });
});
