import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@espasyo/domain';
import { DEFAULT_PASSWORD } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';
import { applyTransition } from './transition.service';

/** When things change under a booking (issue 19): archiving, a suspended host, deleting an account. */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
const m = bookingMessages;

async function book(listingId: string, fromDay: number) {
  const res = await as(t, client.cookie).post('/api/bookings', {
    listingId,
    startDate: await dayFromToday(t, fromDay),
    endDate: await dayFromToday(t, fromDay + 1),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const booking = (id: string) => t.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('when things change under a booking', () => {
  it('a listing with bookings to come can be paused (they stay) but not archived', async () => {
    const listing = await insertListing(t, host.user.id, { city: cities.makati, title: 'Busy room' });
    const id = await book(listing, 5);
    const hostApi = as(t, host.cookie);
    const archived = await hostApi.post(`/api/host/listings/${listing}/archive`);
    expect(archived.statusCode).toBe(409);
    expect(archived.json().error).toMatchObject({ code: 'open_bookings', message: m.listingHasBookings(1) });
    expect((await hostApi.post(`/api/host/listings/${listing}/pause`)).statusCode).toBe(200);
    expect((await booking(id)).status).toBe('pending');
    const refused = await as(t, client.cookie).post('/api/bookings', {
      listingId: listing,
      startDate: await dayFromToday(t, 20),
      endDate: await dayFromToday(t, 20),
    });
    expect(refused.json().error.code).toBe('listing_not_bookable');
  });

  it('a client cannot delete their account while bookings are open, and is told which', async () => {
    const listing = await insertListing(t, host.user.id, { city: cities.makati, title: 'Garage by the church' });
    await book(listing, 30);
    const res = await as(t, client.cookie).post('/api/me/delete-account', {
      password: DEFAULT_PASSWORD,
      confirmation: 'DELETE',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('open_bookings');
    expect(res.json().error.message).toContain('Garage by the church');
  });

  it("a suspended host's requests are declined with the reason; paid bookings are flagged to staff", async () => {
    const otherHost = await import('../../../test/builders').then((b) => b.createUser(t, { type: 'host' }));
    const listing = await insertListing(t, otherHost.user.id, { city: cities.makati, capacity: 5 });
    const requested = await book(listing, 8);
    const paid = await book(listing, 12);
    await as(t, otherHost.cookie).post(`/api/bookings/${paid}/accept`);
    await t.db
      .transaction()
      .execute((tx) => applyTransition(t.ctx, tx, paid, 'pay', { role: 'payment', userId: null }));

    const res = await as(t, admin.cookie).post(`/api/admin/users/${otherHost.user.id}/suspend`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await booking(requested)).toMatchObject({ status: 'declined', reason: m.hostSuspended });
    expect(await booking(paid)).toMatchObject({ status: 'confirmed', flagReason: m.hostSuspendedFlag });
    const flagged = (await as(t, admin.cookie).get('/api/admin/bookings?flagged=true')).json();
    expect(flagged.items).toMatchObject([{ id: paid, flag: { reason: m.hostSuspendedFlag } }]);
    expect((await as(t, client.cookie).get(`/api/bookings/${paid}`)).json().flag).toBeUndefined();
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'targetId'])
      .where('targetType', '=', 'booking')
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'booking.decline', targetId: requested },
        { action: 'booking.flag', targetId: paid },
      ]),
    );
  });
});
