import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { clockOf, DEFAULT_PASSWORD, signIn } from '../../../test/builders';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { cities, insertListing } from '../../listings/search/listings-search.fixtures';
import { applyTransition } from '../core/transition.service';
import { runDueTimers } from './booking-timers.service';

/** The booking timers (design §5), driven by the test clock; each fires once, whoever runs it. */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
const HOUR = 3_600_000;

// One client requests many times here; the cap of open requests has its own tests (bookings-open-requests.test.ts).
beforeAll(() => setSettings(t, admin.cookie, 'security', { maxOpenRequests: 100, maxOpenRequestsPerListing: 100 }));

/** Moves the clock; the sessions idle past their timeout, so both sign in again. */
async function advance(move: (c: ReturnType<typeof clockOf>) => void) {
  move(clockOf(t));
  for (const u of [host, client]) u.cookie = (await signIn(t, u.user.email, DEFAULT_PASSWORD)).cookie!;
}

async function request(listingId: string, fromDay: number, toDay: number) {
  const res = await as(t, client.cookie).post('/api/bookings', {
    listingId,
    startDate: await dayFromToday(t, fromDay),
    endDate: await dayFromToday(t, toDay),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}
const statusOf = async (id: string) =>
  await t.db.selectFrom('bookings').select(['status', 'dueAction']).where('id', '=', id).executeTakeFirstOrThrow();

describe('booking timers', () => {
  it('an unanswered request expires after 24 hours and frees its units; nothing fires early', async () => {
    const listing = await insertListing(t, host.user.id, { city: cities.makati, capacity: 1 });
    const id = await request(listing, 5, 6);
    await advance((c) => c.advance(23 * HOUR));
    expect(await runDueTimers(t.ctx)).toEqual({});
    expect((await statusOf(id)).status).toBe('pending');
    await advance((c) => c.advance(HOUR));
    expect(await runDueTimers(t.ctx)).toEqual({ expire_request: 1 });
    expect(await statusOf(id)).toEqual({ status: 'expired', dueAction: null });
    const events = (await as(t, client.cookie).get(`/api/bookings/${id}`)).json().events;
    expect(events.at(-1)).toMatchObject({ action: 'expire_request', actor: 'system', toStatus: 'expired' });
    await request(listing, 5, 6); // the days are free again
  });

  it('a paid booking starts at 00:00 of its first day and completes at 00:00 after its last', async () => {
    const listing = await insertListing(t, host.user.id, { city: cities.makati, capacity: 1 });
    const id = await request(listing, 2, 3);
    await as(t, host.cookie).post(`/api/bookings/${id}/accept`);
    await t.db.transaction().execute((tx) => applyTransition(t.ctx, tx, id, 'pay', { role: 'payment', userId: null }));
    const { startsAt, endsAt } = await t.db
      .selectFrom('bookings')
      .select(['startsAt', 'endsAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await statusOf(id)).toEqual({ status: 'confirmed', dueAction: 'start' });
    await advance((c) => c.set(new Date(startsAt)));
    expect((await runDueTimers(t.ctx)).start).toBe(1);
    expect(await statusOf(id)).toEqual({ status: 'active', dueAction: 'complete' });
    await advance((c) => c.set(new Date(endsAt!)));
    expect((await runDueTimers(t.ctx)).complete).toBe(1);
    expect(await statusOf(id)).toEqual({ status: 'completed', dueAction: null });
  });

  it('two passes at once fire each timer once', async () => {
    const listing = await insertListing(t, host.user.id, { city: cities.makati, capacity: 10 });
    const ids = [];
    for (let i = 0; i < 6; i++) ids.push(await request(listing, 40, 41));
    await advance((c) => c.advance(25 * HOUR));
    const [a, b] = await Promise.all([runDueTimers(t.ctx), runDueTimers(t.ctx)]);
    expect((a.expire_request ?? 0) + (b.expire_request ?? 0)).toBe(6);
    const events = await t.db
      .selectFrom('processEvents')
      .select('recordId as bookingId')
      .where('process', '=', 'booking')
      .where('recordId', 'in', ids)
      .where('action', '=', 'expire_request')
      .execute();
    expect(events).toHaveLength(6);
  });
});
