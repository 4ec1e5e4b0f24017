import { beforeAll, describe, expect, it } from 'vitest';
import { discoveryMessages } from '@espasyo/domain';
import { clockOf } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { as } from '../core/listings.fixtures';
import { cities, insertListing } from '../search/listings-search.fixtures';

const t = useTestApp();
const host = useUser(t, { type: 'host' });
const alice = useUser(t, { type: 'client' });
const bob = useUser(t, { type: 'client' });
const moderator = useUser(t, { type: 'moderator' });

const listings: string[] = [];
let paused = '';

const favoriteIds = async (cookie: string) => {
  const res = await as(t, cookie).get('/api/me/favorites');
  expect(res.statusCode).toBe(200);
  return res.json().items.map((i: { id: string }) => i.id) as string[];
};
const recentIds = async (cookie: string) => {
  const res = await as(t, cookie).get('/api/me/recently-viewed');
  expect(res.statusCode).toBe(200);
  return res.json().items.map((i: { id: string }) => i.id) as string[];
};
const view = (id: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/listings/${id}/view`, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  for (let i = 0; i < 24; i++) {
    listings.push(await insertListing(t, host.user.id, { city: cities.makati, title: `Storage room number ${i}` }));
  }
  paused = await insertListing(t, host.user.id, { city: cities.makati, status: 'paused' });
});

describe('favourites', () => {
  it('a client adds (idempotent) and removes favourites, newest first, and reads only their own', async () => {
    const a = as(t, alice.cookie);
    for (const id of [listings[0], listings[1], listings[1]]) {
      expect((await a.put(`/api/me/favorites/${id}`)).statusCode).toBe(204);
      clockOf(t).advance(1000);
    }
    expect(await favoriteIds(alice.cookie)).toEqual([listings[1], listings[0]]);
    const page = (await a.get('/api/me/favorites')).json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items[0]).toMatchObject({ id: listings[1], title: 'Storage room number 1', distanceKm: null });

    // Bob sees none of Alice's and his delete touches only his own.
    expect(await favoriteIds(bob.cookie)).toEqual([]);
    expect((await as(t, bob.cookie).delete(`/api/me/favorites/${listings[0]}`)).statusCode).toBe(204);
    expect(await favoriteIds(alice.cookie)).toEqual([listings[1], listings[0]]);

    expect((await a.delete(`/api/me/favorites/${listings[0]}`)).statusCode).toBe(204);
    expect((await a.delete(`/api/me/favorites/${listings[0]}`)).statusCode).toBe(204);
    expect(await favoriteIds(alice.cookie)).toEqual([listings[1]]);
  });

  it('a client reads whether they saved one listing; another client, a host or a visitor cannot', async () => {
    const id = listings[5];
    const state = (cookie: string) => as(t, cookie).get(`/api/me/favorites/${id}`);
    expect((await state(alice.cookie)).json()).toEqual({ favorite: false });
    await as(t, alice.cookie).put(`/api/me/favorites/${id}`);
    expect((await state(alice.cookie)).json()).toEqual({ favorite: true });
    expect((await state(bob.cookie)).json()).toEqual({ favorite: false });
    expect((await state(host.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/me/favorites/${id}` })).statusCode).toBe(401);
    await as(t, alice.cookie).delete(`/api/me/favorites/${id}`);
    expect((await state(alice.cookie)).json()).toEqual({ favorite: false });
  });

  it('only a live listing can be added; one that stops being live drops out until it is live again', async () => {
    const b = as(t, bob.cookie);
    expect((await b.put(`/api/me/favorites/${paused}`)).statusCode).toBe(404);
    expect((await b.put('/api/me/favorites/no-such-listing')).statusCode).toBe(404);
    expect((await b.put(`/api/me/favorites/${listings[5]}`)).statusCode).toBe(204);
    await t.db.updateTable('listings').set({ status: 'paused' }).where('id', '=', listings[5]).execute();
    expect(await favoriteIds(bob.cookie)).toEqual([]);
    expect((await b.get('/api/me/favorites')).json().total).toBe(0);
    await t.db.updateTable('listings').set({ status: 'active' }).where('id', '=', listings[5]).execute();
    expect(await favoriteIds(bob.cookie)).toEqual([listings[5]]);
  });

  it('clients only: a host or moderator gets 403, a visitor 401', async () => {
    for (const u of [host, moderator]) {
      const res = await as(t, u.cookie).put(`/api/me/favorites/${listings[0]}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({ code: 'clients_only', message: discoveryMessages.favorites.clientsOnly });
      expect((await as(t, u.cookie).get('/api/me/favorites')).statusCode).toBe(403);
      expect((await as(t, u.cookie).get('/api/me/recently-viewed')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/me/favorites' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: `/api/me/favorites/${listings[0]}` })).statusCode).toBe(401);
  });
});

describe('recently viewed', () => {
  it("keeps a client's last 20 live listings, latest first; viewing again moves one to the front", async () => {
    for (const id of listings.slice(0, 22)) {
      expect((await view(id, alice.cookie)).statusCode).toBe(204);
      clockOf(t).advance(1000);
    }
    const expected = listings.slice(2, 22).reverse();
    expect(await recentIds(alice.cookie)).toEqual(expected);
    const rows = await t.db
      .selectFrom('listingViews')
      .select('listingId')
      .where('userId', '=', alice.user.id)
      .execute();
    expect(rows).toHaveLength(20);

    await view(listings[10], alice.cookie);
    const again = await recentIds(alice.cookie);
    expect(again[0]).toBe(listings[10]);
    expect(again).toHaveLength(20);
    expect(await recentIds(bob.cookie)).toEqual([]);
  });

  it("a visitor's, host's or staff's view answers 204 and records nothing; a listing not live is a 404", async () => {
    const before = await t.db
      .selectFrom('listingViews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect((await view(listings[23])).statusCode).toBe(204);
    expect((await view(listings[23], host.cookie)).statusCode).toBe(204);
    expect((await view(listings[23], moderator.cookie)).statusCode).toBe(204);
    expect((await view(paused, host.cookie)).statusCode).toBe(204); // its host may open it
    const after = await t.db
      .selectFrom('listingViews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
    expect((await view(paused, alice.cookie)).statusCode).toBe(404);
    expect((await view('no-such-listing')).statusCode).toBe(404);
  });
});
