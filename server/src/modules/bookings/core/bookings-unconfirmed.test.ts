import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingsPage } from '@espasyo/domain';
import { clockOf } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';

/**
 * The client's bookings not yet confirmed, as the client dashboard lists them (issue 30, decision
 * 0069): those awaiting payment first, then the requests waiting for the host, each by its deadline,
 * whatever their dates; never another client's, and nothing confirmed, ended or cancelled.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const otherClient = useUser(t, { type: 'client' });

let requestListing = '';
let instantListing = '';
beforeAll(async () => {
  requestListing = await insertListing(t, host.user.id, { city: cities.makati, capacity: 5 });
  instantListing = await insertListing(t, host.user.id, { city: cities.makati, instantBook: true, capacity: 5 });
});

async function book(cookie: string, listingId: string, day: number): Promise<string> {
  const date = await dayFromToday(t, day);
  const res = await as(t, cookie).post('/api/bookings', { listingId, startDate: date, endDate: date });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const unconfirmed = async (cookie: string) =>
  (await as(t, cookie).get('/api/bookings?group=unconfirmed')).json() as BookingsPage;

describe('GET /api/bookings?group=unconfirmed', () => {
  it('lists awaiting payment then requests, each by its deadline, not by its dates', async () => {
    const clock = clockOf(t);
    // A request made first (its answer due first), starting last.
    const earlyRequest = await book(client.cookie, requestListing, 60);
    clock.advance(60_000);
    const laterRequest = await book(client.cookie, requestListing, 2);
    // Accepted: 24 hours to pay from now.
    const accepted = await book(client.cookie, requestListing, 40);
    expect((await as(t, host.cookie).post(`/api/bookings/${accepted}/accept`)).statusCode).toBe(200);
    // Instant: 30 minutes to pay, so due before the accepted one.
    const instant = await book(client.cookie, instantListing, 50);
    const withdrawn = await book(client.cookie, requestListing, 1);
    expect((await as(t, client.cookie).post(`/api/bookings/${withdrawn}/cancel`)).statusCode).toBe(200);

    const page = await unconfirmed(client.cookie);
    expect(page.items.map((b) => [b.id, b.status])).toEqual([
      [instant, 'awaiting_payment'],
      [accepted, 'awaiting_payment'],
      [earlyRequest, 'pending'],
      [laterRequest, 'pending'],
    ]);
    expect(page.total).toBe(4);
  });

  it("another client gets none of them; the host's own list is theirs", async () => {
    expect(await unconfirmed(otherClient.cookie)).toMatchObject({ items: [], total: 0 });
    const hosts = (await as(t, host.cookie).get('/api/host/bookings?group=unconfirmed')).json() as BookingsPage;
    expect(hosts.items.every((b) => b.host.id === host.user.id)).toBe(true);
    expect(hosts.total).toBe(4);
  });
});
