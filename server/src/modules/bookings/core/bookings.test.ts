import { beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, type BookingDetail } from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';

/**
 * Booking (issue 19, design §5): requests and instant bookings, the process table's actions
 * by each side, the refusals that write nothing, the Idempotency-Key, and capacity.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host', firstName: 'Ramon', lastName: 'Dela Cruz' });
const otherHost = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client', firstName: 'Bea', lastName: 'Villanueva' });
const otherClient = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
const m = bookingMessages;

let requestListing = '';
let instantListing = '';
let parking = '';
let paused = '';
let day = async (_n: number) => '';

beforeAll(async () => {
  // Two clients request many times here; the cap of open requests has its own tests (bookings-open-requests.test.ts).
  await setSettings(t, admin.cookie, 'security', { maxOpenRequests: 100, maxOpenRequestsPerListing: 100 });
  day = (n: number) => dayFromToday(t, n);
  requestListing = await insertListing(t, host.user.id, {
    city: cities.makati,
    capacity: 2,
    title: 'Dry room in Bel-Air',
    cover: true,
  });
  instantListing = await insertListing(t, host.user.id, { city: cities.makati, instantBook: true, capacity: 1 });
  parking = await insertListing(t, host.user.id, {
    city: cities.makati,
    type: 'parking',
    pricePerHour: 5000,
    pricePerDay: 30000,
    minDuration: 1,
    minDurationUnit: 'hour',
  });
  paused = await insertListing(t, host.user.id, { city: cities.makati, status: 'paused' });
});

const book = (cookie: string, body: object, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
const countBookings = async () =>
  Number(
    (
      await t.db
        .selectFrom('bookings')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/bookings', () => {
  it('a request to book is pending, holds its units and waits on the host for at most 24 hours', async () => {
    const res = await book(client.cookie, {
      listingId: requestListing,
      startDate: await day(3),
      endDate: await day(5),
    });
    expect(res.statusCode, res.body).toBe(201);
    const b: BookingDetail = res.json();
    expect(b).toMatchObject({
      listingId: requestListing,
      listingTitle: 'Dry room in Bel-Air',
      listingCoverUrl: `/api/files/listings/${requestListing}-thumb.webp`,
      status: 'pending',
      mode: 'request',
      kind: 'days',
      units: 1,
      total: 30000,
      quote: { lines: [{ unit: 'day', count: 3, price: 10000, amount: 30000 }], subtotal: 30000, tax: 0, total: 30000 },
      dueAction: 'expire_request',
      client: { id: client.user.id, name: 'Bea Villanueva' },
      host: { id: host.user.id, name: 'Ramon D.' },
      actions: ['cancel'],
      place: null,
    });
    expect(b.quote.hostEarnings).toBeUndefined();
    expect(new Date(b.dueAt!).getTime() - t.clock.now().getTime()).toBe(24 * 3_600_000);
    expect(b.events).toMatchObject([{ action: 'request', actor: 'client', fromStatus: null, toStatus: 'pending' }]);

    const seenByHost = (await as(t, host.cookie).get(`/api/bookings/${b.id}`)).json();
    expect(seenByHost.actions).toEqual(['accept', 'decline', 'cancel']);
    expect(seenByHost.quote).toMatchObject({ platformFee: 2700, hostEarnings: 27300 });
    expect(seenByHost.place.street).toBe('12 Secret Street');
    const requests = (await as(t, host.cookie).get('/api/host/bookings?group=requests')).json();
    expect(requests.items.find((i: { id: string }) => i.id === b.id)).toMatchObject({
      total: 30000,
      status: 'pending',
    });
    // The host sees a request once, under requests; the client sees it under upcoming.
    const ids = async (cookie: string, url: string) =>
      ((await as(t, cookie).get(url)).json().items as { id: string }[]).map((i) => i.id);
    expect(await ids(host.cookie, '/api/host/bookings?group=upcoming')).not.toContain(b.id);
    expect(await ids(client.cookie, '/api/bookings?group=upcoming')).toContain(b.id);
    // The lists show the listing's cover photo, small (issue 30).
    const upcoming = (await as(t, client.cookie).get('/api/bookings?group=upcoming')).json();
    expect(upcoming.items.find((i: { id: string }) => i.id === b.id).listingCoverUrl).toBe(b.listingCoverUrl);
  });

  it('the host accepts: the client has 24 hours to pay; only then is the address theirs', async () => {
    const b = (
      await book(client.cookie, { listingId: requestListing, startDate: await day(10), endDate: await day(11) })
    ).json();
    const accepted = await as(t, host.cookie).post(`/api/bookings/${b.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'awaiting_payment', dueAction: 'expire_payment' });
    const mine = (await as(t, client.cookie).get(`/api/bookings/${b.id}`)).json();
    expect(mine).toMatchObject({ status: 'awaiting_payment', actions: ['pay', 'cancel'], place: null, contact: null });
    expect((await as(t, host.cookie).get(`/api/bookings/${b.id}`)).json().contact).toBeNull();
    expect(mine.events.map((e: { action: string }) => e.action)).toEqual(['request', 'accept']);
  });

  it('an instant-book listing goes straight to payment, 30 minutes to pay', async () => {
    const res = await book(client.cookie, {
      listingId: instantListing,
      startDate: await day(20),
      endDate: await day(20),
    });
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({ status: 'awaiting_payment', mode: 'instant', dueAction: 'expire_payment' });
    expect(b.listingCoverUrl).toBeNull(); // a listing without photos
    expect(new Date(b.dueAt).getTime() - t.clock.now().getTime()).toBe(30 * 60_000);
  });

  it('hourly parking: whole hours within one day', async () => {
    const date = await day(4);
    const res = await book(client.cookie, {
      listingId: parking,
      startAt: `${date}T09:00:00+08:00`,
      endAt: `${date}T12:00:00+08:00`,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'hours',
      startDate: date,
      endDate: date,
      quote: { lines: [{ unit: 'hour', count: 3, price: 5000, amount: 15000 }] },
    });
    const bad = await book(client.cookie, {
      listingId: parking,
      startAt: `${date}T09:30:00+08:00`,
      endAt: `${date}T12:00:00+08:00`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ startAt: m.request.wholeHours });
  });

  it('refuses with a clear 4xx and writes nothing', async () => {
    const before = await countBookings();
    const refusals: [string, object, number, string][] = [
      [
        client.cookie,
        { listingId: requestListing, startDate: await day(-1), endDate: await day(2) },
        400,
        m.request.inPast,
      ],
      [
        client.cookie,
        { listingId: requestListing, startDate: await day(5), endDate: await day(3) },
        400,
        m.request.endBeforeStart,
      ],
      [
        client.cookie,
        { listingId: requestListing, startDate: await day(400), endDate: await day(401) },
        400,
        m.request.tooFar,
      ],
      [
        client.cookie,
        { listingId: requestListing, startDate: await day(3), endDate: await day(3), units: 3 },
        409,
        m.overCapacity(2),
      ],
      [client.cookie, { listingId: paused, startDate: await day(3), endDate: await day(4) }, 409, m.notBookable],
      [host.cookie, { listingId: requestListing, startDate: await day(3), endDate: await day(4) }, 403, m.ownListing],
      [
        otherHost.cookie,
        { listingId: requestListing, startDate: await day(3), endDate: await day(4) },
        403,
        m.clientsOnly,
      ],
      [admin.cookie, { listingId: requestListing, startDate: await day(3), endDate: await day(4) }, 403, m.clientsOnly],
      [client.cookie, { listingId: 'nope', startDate: await day(3), endDate: await day(4) }, 404, 'Listing not found'],
      [client.cookie, { listingId: requestListing, startDate: 'soon' }, 400, ''],
    ];
    for (const [cookie, body, status, message] of refusals) {
      const res = await book(cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (message) expect(res.json().error.message).toBe(message);
    }
    expect(await countBookings()).toBe(before);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: {} });
    expect(signedOut.statusCode).toBe(401);
  });

  it('the same Idempotency-Key answers the first booking and makes nothing new', async () => {
    const body = { listingId: requestListing, startDate: await day(30), endDate: await day(31) };
    const first = await book(client.cookie, body, 'key-1');
    expect(first.statusCode).toBe(201);
    const before = await countBookings();
    const again = await book(client.cookie, body, 'key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const other = await book(client.cookie, { ...body, endDate: await day(32) }, 'key-1');
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_conflict');
    expect(await countBookings()).toBe(before);
    // Another client's key is theirs alone.
    expect((await book(otherClient.cookie, body, 'key-1')).statusCode).toBe(201);
  });

  it('one key sent many times at once, for the last unit: one booking, and every answer is it', async () => {
    const listing = await insertListing(t, host.user.id, { city: cities.makati, capacity: 1 });
    const body = { listingId: listing, startDate: await day(40), endDate: await day(41) };
    const before = await countBookings();
    const answers = await Promise.all(Array.from({ length: 16 }, () => book(client.cookie, body, 'burst-key')));
    expect(answers.map((a) => a.statusCode).sort((a, b) => b - a)).toEqual([201, ...Array(15).fill(200)]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await countBookings()).toBe(before + 1);
  });
});

describe('capacity', () => {
  it('never sells a unit twice: the last unit goes to one of many requests at once', async () => {
    const listing = await insertListing(t, host.user.id, { city: cities.makati, capacity: 1 });
    const body = { listingId: listing, startDate: await day(6), endDate: await day(8) };
    const results = await Promise.all(
      Array.from({ length: 64 }, (_, i) => book(i % 2 ? client.cookie : otherClient.cookie, body)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(63);
    expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('capacity_exceeded');
    // A day beside it is free; a declined request frees its days.
    expect((await book(client.cookie, { ...body, startDate: await day(9), endDate: await day(9) })).statusCode).toBe(
      201,
    );
    const winner = results.find((r) => r.statusCode === 201)!.json();
    await as(t, host.cookie).post(`/api/bookings/${winner.id}/decline`, { reason: 'Closed for repairs that week' });
    expect((await book(client.cookie, body)).statusCode).toBe(201);
  });

  it('one inventory: a host cannot block or lower the capacity below booked units; a block racing a booking, one wins', async () => {
    const listing = await insertListing(t, host.user.id, { city: cities.makati, capacity: 2 });
    const date = await day(12);
    expect((await book(client.cookie, { listingId: listing, startDate: date, endDate: date })).statusCode).toBe(201);
    const hostApi = as(t, host.cookie);
    const block = (units: number, d = date) =>
      hostApi.post(`/api/host/listings/${listing}/blocks`, { startDate: d, endDate: d, units });
    const tooMany = await block(2);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.code).toBe('capacity_exceeded');
    const lower = await hostApi.patch(`/api/host/listings/${listing}`, { capacity: 1 });
    expect(lower.statusCode).toBe(200); // one booked unit still fits in one
    const below = await hostApi.patch(`/api/host/listings/${listing}`, { capacity: 2 });
    expect(below.statusCode).toBe(200);
    expect((await block(1)).statusCode).toBe(201); // the last unit, blocked
    const none = await t.app.inject({
      method: 'PATCH',
      url: `/api/host/listings/${listing}`,
      headers: { cookie: host.cookie },
      payload: { capacity: 1 },
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('capacity_in_use');

    const racing = await day(13);
    const [b1, b2] = await Promise.all([
      block(2, racing),
      book(client.cookie, { listingId: listing, startDate: racing, endDate: racing }),
    ]);
    expect([b1.statusCode, b2.statusCode].sort()).toEqual([201, 409]);
  });

  it('the calendars and search count bookings', async () => {
    const listing = await insertListing(t, host.user.id, { city: cities.makati, capacity: 2 });
    const from = await day(40);
    await book(client.cookie, { listingId: listing, startDate: from, endDate: from, units: 2 });
    const month = from.slice(0, 7);
    const cal = (
      await t.app.inject({ method: 'GET', url: `/api/listings/${listing}/availability?month=${month}` })
    ).json();
    expect(cal.days.find((d: { date: string }) => d.date === from)).toMatchObject({ free: 0 });
    const found = (await t.app.inject({ method: 'GET', url: `/api/listings?from=${from}&to=${from}` })).json();
    expect(found.items.map((i: { id: string }) => i.id)).not.toContain(listing);
  });
});

describe('who may do what', () => {
  it('nobody but its client, its host and staff sees a booking; a client cannot fire a host action', async () => {
    const b = (
      await book(client.cookie, { listingId: requestListing, startDate: await day(50), endDate: await day(50) })
    ).json();
    expect((await as(t, otherClient.cookie).get(`/api/bookings/${b.id}`)).statusCode).toBe(404);
    expect((await as(t, otherHost.cookie).get(`/api/bookings/${b.id}`)).statusCode).toBe(404);
    expect((await as(t, otherClient.cookie).post(`/api/bookings/${b.id}/cancel`)).statusCode).toBe(404);
    expect((await as(t, admin.cookie).get(`/api/bookings/${b.id}`)).json().actions).toEqual([
      'accept',
      'decline',
      'cancel',
    ]);
    const selfAccept = await as(t, client.cookie).post(`/api/bookings/${b.id}/accept`);
    expect(selfAccept.statusCode).toBe(409);
    expect(selfAccept.json().error.code).toBe('invalid_transition');
    const noReason = await as(t, host.cookie).post(`/api/bookings/${b.id}/decline`);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: m.reasonRequired });
    const mine = (await as(t, otherClient.cookie).get('/api/bookings?group=all')).json();
    expect(mine.items.map((i: { id: string }) => i.id)).not.toContain(b.id);
    expect((await as(t, client.cookie).get('/api/host/bookings')).statusCode).toBe(403);
    expect((await as(t, host.cookie).get('/api/admin/bookings')).statusCode).toBe(403);
    const all = (await as(t, admin.cookie).get(`/api/admin/bookings?clientId=${client.user.id}`)).json();
    expect(all.items.map((i: { id: string }) => i.id)).toContain(b.id);
    // Staff cancel with a reason, audited in the same transaction.
    const byStaff = await as(t, admin.cookie).post(`/api/bookings/${b.id}/cancel`, {
      reason: 'Listing under investigation',
    });
    expect(byStaff.json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'admin',
      reason: 'Listing under investigation',
    });
    const audit = await t.db.selectFrom('auditLog').selectAll().where('targetId', '=', b.id).execute();
    expect(audit).toMatchObject([{ action: 'booking.cancel', actorId: admin.user.id, targetType: 'booking' }]);
  });

  it('the client cancels a request before paying: nothing is charged, the units are free', async () => {
    const b = (
      await book(client.cookie, { listingId: instantListing, startDate: await day(60), endDate: await day(60) })
    ).json();
    const preview = (await as(t, client.cookie).get(`/api/bookings/${b.id}/cancellation`)).json();
    expect(preview).toMatchObject({ paid: 0, refund: 0, kept: 0 });
    const cancelled = (await as(t, client.cookie).post(`/api/bookings/${b.id}/cancel`)).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'client', actions: [], dueAction: null });
    expect(
      (await book(otherClient.cookie, { listingId: instantListing, startDate: await day(60), endDate: await day(60) }))
        .statusCode,
    ).toBe(201);
  });
});
