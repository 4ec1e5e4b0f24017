import { beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, settingsDefaults } from '@espasyo/domain';
import { createUser } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';

/**
 * A client's requests waiting for a host's answer are capped (issue 29): each holds its units
 * until the host answers or a day passes, so without a cap one client held a one-unit space for
 * 40 days with 40 requests. security.maxOpenRequests (5) in all, maxOpenRequestsPerListing (3) on
 * one space; instant bookings awaiting payment do not count. Counted under a lock on the client,
 * so a burst cannot pass it (run this file with DATABASE_URL for PostgreSQL's own concurrency).
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const admin = useUser(t, { type: 'admin' });
const m = bookingMessages;
const { maxOpenRequests, maxOpenRequestsPerListing } = settingsDefaults.security;

const requestListing = () => insertListing(t, host.user.id, { city: cities.makati, capacity: 1 });
const book = async (cookie: string, listingId: string, day: number, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { listingId, startDate: await dayFromToday(t, day), endDate: await dayFromToday(t, day) },
  });
const newClient = () => createUser(t, { type: 'client' });
const countOf = async (clientId: string) =>
  (await t.db.selectFrom('bookings').select('id').where('clientId', '=', clientId).execute()).length;

describe('the cap of open requests', () => {
  const client = useUser(t, { type: 'client' });
  const listings: string[] = [];
  beforeAll(async () => {
    for (let i = 0; i < maxOpenRequests + 1; i++) listings.push(await requestListing());
  });

  it('the defaults: 5 at a time and 3 on one space', () => {
    expect([maxOpenRequests, maxOpenRequestsPerListing]).toEqual([5, 3]);
  });

  it('3 requests on one space, then the 4th there is refused with its message and writes nothing', async () => {
    for (let day = 10; day < 10 + maxOpenRequestsPerListing; day++)
      expect((await book(client.cookie, listings[0], day)).statusCode).toBe(201);
    const before = await countOf(client.user.id);
    const res = await book(client.cookie, listings[0], 20);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'open_requests_limit',
      message:
        "You have 3 requests for this space waiting for the host's answer. Wait for an answer or cancel one before requesting another.",
    });
    expect(await countOf(client.user.id)).toBe(before);
  });

  it('5 in all, then a 6th on another space is refused; an instant booking is still made', async () => {
    expect((await book(client.cookie, listings[1], 10)).statusCode).toBe(201);
    expect((await book(client.cookie, listings[2], 10)).statusCode).toBe(201);
    const res = await book(client.cookie, listings[3], 10);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'open_requests_limit', message: m.openRequests(5) });
    expect(m.openRequests(5)).toBe(
      "You have 5 requests waiting for a host's answer. Wait for an answer or cancel one before requesting another.",
    );
    const instant = await insertListing(t, host.user.id, { city: cities.makati, instantBook: true, capacity: 1 });
    const paid = await book(client.cookie, instant, 10);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().status).toBe('awaiting_payment');
  });

  it('an answer or a cancellation frees a place; instant bookings awaiting payment never took one', async () => {
    const pending = await t.db
      .selectFrom('bookings')
      .select(['id', 'listingId'])
      .where('clientId', '=', client.user.id)
      .where('status', '=', 'pending')
      .orderBy('createdAt')
      .execute();
    expect(pending).toHaveLength(5);
    const declined = await as(t, host.cookie).post(`/api/bookings/${pending[0].id}/decline`, {
      reason: 'Closed that week',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await book(client.cookie, listings[3], 10)).statusCode).toBe(201);
    expect((await book(client.cookie, listings[4], 10)).statusCode).toBe(409);
    const cancelled = await as(t, client.cookie).post(`/api/bookings/${pending[1].id}/cancel`, {
      reason: 'Plans changed',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await book(client.cookie, listings[4], 10)).statusCode).toBe(201);
  });

  it('a request sent again with its Idempotency-Key still answers the booking it made', async () => {
    const other = await newClient();
    const first = await book(other.cookie, listings[5], 30, 'again-1');
    expect(first.statusCode).toBe(201);
    await setSettings(t, admin.cookie, 'security', { maxOpenRequests: 1, maxOpenRequestsPerListing: 1 });
    const again = await book(other.cookie, listings[5], 30, 'again-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    await setSettings(t, admin.cookie, 'security', { maxOpenRequests, maxOpenRequestsPerListing });
  });

  it('the settings apply at once: a higher cap lets the next request through', async () => {
    expect((await book(client.cookie, listings[5], 12)).statusCode).toBe(409);
    await setSettings(t, admin.cookie, 'security', { maxOpenRequests: 6 });
    expect((await book(client.cookie, listings[5], 12)).statusCode).toBe(201);
    await setSettings(t, admin.cookie, 'security', { maxOpenRequests });
  });
});

describe('a burst of requests at once', () => {
  const burst = 20;

  it(`${burst} requests for ${burst} spaces at once: exactly ${maxOpenRequests} are made`, async () => {
    const client = await newClient();
    const spaces = await Promise.all(Array.from({ length: burst }, requestListing));
    const answers = await Promise.all(spaces.map((id) => book(client.cookie, id, 15)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(maxOpenRequests);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.code)).toEqual(
      Array(burst - maxOpenRequests).fill('open_requests_limit'),
    );
    expect(await countOf(client.user.id)).toBe(maxOpenRequests);
  });

  it(`${burst} requests for ${burst} days of one space at once: exactly ${maxOpenRequestsPerListing} are made`, async () => {
    const client = await newClient();
    const space = await requestListing();
    const answers = await Promise.all(Array.from({ length: burst }, (_, i) => book(client.cookie, space, 40 + i)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(maxOpenRequestsPerListing);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(burst - maxOpenRequestsPerListing);
    expect(await countOf(client.user.id)).toBe(maxOpenRequestsPerListing);
  });
});
