import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/hooks';
import { createUser } from '../../test/builders';
import { listingOf, notificationsOf, pastBooking, postReview, ratingOfListing, ratingOfUser } from './reviews.fixtures';

/**
 * Limits under concurrency (issue 22): a side's review is stored once however many posts arrive
 * at once (the unique index on booking and direction), and two sides writing at the same moment
 * always see each other, so both become visible (the booking's review lock). Run on PostgreSQL
 * (DATABASE_URL) the posts really overlap, each on its own connection of the pool.
 */
const t = useTestApp();

describe('bursts', () => {
  it('eight posts of one side at once store one review: one 201, the rest 409', async () => {
    const host = await createUser(t, { type: 'host' });
    const client = await createUser(t);
    const bookingId = await pastBooking(t, client, host, await listingOf(t, host));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postReview(t, client, bookingId, { rating: 1 + (i % 5), comment: `Attempt number ${i} at it.` }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().error.code === 'review_exists')).toBe(
      true,
    );
    const rows = await t.db.selectFrom('reviews').select('id').where('bookingId', '=', bookingId).execute();
    expect(rows).toHaveLength(1);
    expect(await notificationsOf(t, host.user.id, 'review_waiting')).toHaveLength(1);
  });

  it('both sides at the same moment, many times over: every pair ends visible, ratings counted once each', async () => {
    const host = await createUser(t, { type: 'host' });
    const listing = await listingOf(t, host);
    const pairs = [];
    for (let i = 0; i < 6; i++) {
      const client = await createUser(t);
      pairs.push({ client, bookingId: await pastBooking(t, client, host, listing) });
    }
    const answers = await Promise.all(
      pairs.flatMap(({ client, bookingId }) => [
        postReview(t, client, bookingId, { rating: 4, comment: 'Clean, dry and easy to reach.' }),
        postReview(t, host, bookingId, { rating: 5, comment: 'A careful renter, thank you.' }),
      ]),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const statuses = await t.db.selectFrom('reviews').select('status').where('listingId', '=', listing).execute();
    expect(statuses).toHaveLength(12);
    expect(statuses.every((s) => s.status === 'visible')).toBe(true);
    expect(await ratingOfListing(t, listing)).toEqual({ rating: 4, totalRatings: 6 });
    expect(await ratingOfUser(t, host.user.id)).toEqual({ rating: 4, totalRatings: 6 });
    for (const { client } of pairs)
      expect(await ratingOfUser(t, client.user.id)).toEqual({ rating: 5, totalRatings: 1 });
    expect(await notificationsOf(t, host.user.id, 'new_review')).toHaveLength(6);
  });
});
