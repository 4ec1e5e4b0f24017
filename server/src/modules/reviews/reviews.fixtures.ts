import { expect } from 'vitest';
import type { Review } from '@espasyo/domain';
import type { TestApp } from '../../test/app';
import { signIn, type BuiltUser } from '../../test/builders';
import { newId } from '../../lib/ids';
import { as } from '../listings/core/listings.fixtures';
import { cities, insertListing } from '../listings/search/listings-search.fixtures';

export { as };

export const DAY = 86_400_000;

/** A live listing of the host's (₱100 a day). */
export const listingOf = (t: TestApp, host: BuiltUser, o: { title?: string } = {}) =>
  insertListing(t, host.user.id, { city: cities.makati, capacity: 5, ...(o.title ? { title: o.title } : {}) });

/**
 * A booking of `client` at `listingId` that ended `endedAgo` ms before the clock's now, straight
 * in the database (the booking process is tested in bookings/; reviews.test.ts also plays one
 * through to completion). `status` completed unless told.
 */
export async function pastBooking(
  t: TestApp,
  client: BuiltUser,
  host: BuiltUser,
  listingId: string,
  o: { endedAgo?: number; status?: 'completed' | 'active' | 'cancelled' | 'confirmed' | 'ended' } = {},
) {
  const endsAt = new Date(t.clock.now().getTime() - (o.endedAgo ?? DAY));
  const startsAt = new Date(endsAt.getTime() - 3 * DAY);
  const id = newId();
  const title = (
    await t.db.selectFrom('listings').select('title').where('id', '=', listingId).executeTakeFirstOrThrow()
  ).title!;
  await t.db
    .insertInto('bookings')
    .values({
      id,
      listingId,
      clientId: client.user.id,
      hostId: host.user.id,
      status: o.status ?? 'completed',
      mode: 'instant',
      kind: o.status === 'ended' ? 'tenancy' : 'days',
      startDate: startsAt.toISOString().slice(0, 10),
      endDate: new Date(endsAt.getTime() - DAY).toISOString().slice(0, 10),
      startsAt,
      endsAt,
      units: 1,
      quote: JSON.stringify({}),
      total: 30000,
      cancellationPolicy: 'flexible',
      listingTitle: title,
      createdAt: new Date(startsAt.getTime() - 5 * DAY),
      updatedAt: endsAt,
    })
    .execute();
  return id;
}

export const postReview = (t: TestApp, u: BuiltUser, bookingId: string, body: object) =>
  as(t, u.cookie).post(`/api/bookings/${bookingId}/reviews`, body);

/** Writes a review that must be accepted. */
export async function review(t: TestApp, u: BuiltUser, bookingId: string, rating: number, comment?: string) {
  const res = await postReview(t, u, bookingId, { rating, comment: comment ?? `A ${rating}-star stay, all in all.` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Review;
}

export const ratingOfListing = async (t: TestApp, id: string) =>
  t.db.selectFrom('listings').select(['rating', 'totalRatings']).where('id', '=', id).executeTakeFirstOrThrow();

export const ratingOfUser = async (t: TestApp, id: string) =>
  t.db.selectFrom('users').select(['rating', 'totalRatings']).where('id', '=', id).executeTakeFirstOrThrow();

/** The user's notifications of a subType, newest first. */
export const notificationsOf = (t: TestApp, userId: string, subType: string) =>
  t.db
    .selectFrom('notifications')
    .selectAll()
    .where('userId', '=', userId)
    .where('subType', '=', subType)
    .orderBy('createdAt', 'desc')
    .execute();

/** After the clock moved a day or more (sessions idle out after 8 h): signs these users in again. */
export async function signInAgain(t: TestApp, ...users: BuiltUser[]) {
  for (const u of users) {
    const { cookie } = await signIn(t, u.email, u.password);
    if (!cookie) throw new Error(`${u.email} could not sign in again`);
    u.cookie = cookie;
  }
}
