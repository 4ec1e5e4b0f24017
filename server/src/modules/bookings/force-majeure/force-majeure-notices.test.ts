import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminForceMajeure } from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities } from '../../listings/search/listings-search.fixtures';
import { bookingToPay, instantListing, payBooking } from '../../payments/payments.fixtures';
import { usePushService } from '../../push/push.fixtures';

/**
 * Typhoon and force majeure notices (issue 33, decision 0090), beside force-majeure.test.ts: an event
 * declared for a city covers that city's stays and not the rest of its province; both sides of a
 * covered booking are told by Web Push too, on each of their devices, as well as in the app and by
 * email.
 */
const push = usePushService();
const t = useTestApp({ pushNetwork: push.network });
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });

const declare = (body: object) => as(t, admin.cookie).post('/api/admin/force-majeure', body);
const covered = async (eventId: string) =>
  (await t.db.selectFrom('forceMajeureBookings').select('bookingId').where('eventId', '=', eventId).execute()).map(
    (r) => r.bookingId,
  );

async function paid(listing: string, from: number, to: number) {
  const id = await bookingToPay(t, client, listing, from, to);
  await payBooking(t, client, id);
  return id;
}

beforeAll(async () => {
  await t.ctx.settings.get(); // warm, as a running server's is: notify() reads it inside its transaction
});

describe('an event declared for a city', () => {
  it('covers the stays in that city, not those elsewhere in its province', async () => {
    const makati = await instantListing(t, host.user.id, { city: cities.makati });
    const quezonCity = await instantListing(t, host.user.id, { city: cities.quezonCity });
    const inMakati = await paid(makati, 5, 6);
    const inQuezonCity = await paid(quezonCity, 5, 6);
    const res = await declare({
      name: 'Makati flooding',
      details: 'The city declared a state of calamity after the floods.',
      places: [cities.makati],
      startDate: await dayFromToday(t, 5),
      endDate: await dayFromToday(t, 5),
    });
    expect(res.statusCode, res.body).toBe(201);
    const event = res.json() as AdminForceMajeure;
    expect(event.places).toMatchObject([{ code: cities.makati, kind: 'city' }]);
    expect(event.affected).toBe(1);
    expect(await covered(event.id)).toEqual([inMakati]);
    const seen = (id: string) => as(t, client.cookie).get(`/api/bookings/${id}/force-majeure`);
    expect((await seen(inMakati)).json()).toMatchObject({ event: { id: event.id }, canCancel: true });
    expect((await seen(inQuezonCity)).json()).toMatchObject({ event: null, canCancel: false });
  });
});

describe('the notice by push', () => {
  it('reaches each device of both sides, high urgency, with the title, the text and their booking page', async () => {
    const clientPhone = await push.device(t, client.user.id);
    const clientLaptop = await push.device(t, client.user.id);
    const hostPhone = await push.device(t, host.user.id);
    const listing = await instantListing(t, host.user.id, { city: cities.pasig });
    const id = await paid(listing, 8, 9);
    const res = await declare({
      name: 'Typhoon Signal No. 4',
      details: 'PAGASA raised Signal No. 4 over Pasig.',
      places: [cities.pasig],
      startDate: await dayFromToday(t, 8),
      endDate: await dayFromToday(t, 8),
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.ctx.outbox.idle();
    const title = 'Affected by Typhoon Signal No. 4';
    const to = (path: string) => push.received.filter((r) => r.path === path && r.message?.title === title);
    for (const [device, page] of [
      [clientPhone, `/client/bookings/${id}`],
      [clientLaptop, `/client/bookings/${id}`],
      [hostPhone, `/host/bookings/${id}`],
    ] as const) {
      const got = to(device.path);
      expect(got).toHaveLength(1);
      expect(got[0]).toMatchObject({ status: 201, urgency: 'high', message: { title, url: page } });
      expect(String(got[0].message?.body)).toMatch(/^Typhoon Signal No\. 4 covers your booking of /);
    }
  });
});
