import { describe, expect, it } from 'vitest';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_WINDOW_DAYS,
  reviewMessages as m,
  type ListingReviews,
  type MyReviews,
} from '@espasyo/domain';
import { useTestApp, useUser } from '../../test/hooks';
import { clockOf, createUser, outboxFor } from '../../test/builders';
import { bookingToPay, instantListing, payBooking } from '../payments/payments.fixtures';
import { runDueTimers } from '../bookings/timers/booking-timers.service';
import {
  as,
  DAY,
  listingOf,
  notificationsOf,
  pastBooking,
  postReview,
  ratingOfListing,
  ratingOfUser,
  review,
  signInAgain,
} from './reviews.fixtures';
import { eventsOf, transition } from '../../process/engine';
import { revealDueReviews, reviewLifecycle } from './reviews-visibility.service';

/**
 * Reviews (issue 22, design §8): each side of a completed booking reviews the other within 14
 * days; blind until both are in or the window closes (the job, with the clock); ratings from the
 * visible ones; notifications to the people reviewed and the other side.
 */
const t = useTestApp();
const client = useUser(t, { type: 'client', firstName: 'Ana', lastName: 'Reyes' });
const host = useUser(t, { type: 'host', firstName: 'Ben', lastName: 'Cruz' });
const admin = useUser(t, { type: 'admin' });

const mine = async (u: { cookie: string }) => {
  const res = await as(t, u.cookie).get('/api/me/reviews');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MyReviews;
};
const listingPage = async (listingId: string, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/listings/${listingId}/reviews${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListingReviews;
};

describe('the window', () => {
  it('a booking played to completion can be reviewed; not before it completes, and not once the 14 days are over', async () => {
    const c = await createUser(t, { firstName: 'Carla', lastName: 'Santos' });
    const listing = await instantListing(t, host.user.id);
    const bookingId = await bookingToPay(t, c, listing, 2, 3);
    await payBooking(t, c, bookingId);
    // Confirmed, not yet ended: no review.
    const early = await postReview(t, c, bookingId, { rating: 5, comment: 'Lovely space, easy access.' });
    expect([early.statusCode, early.json().error]).toEqual([
      409,
      { code: 'review_not_allowed', message: m.notCompleted },
    ]);
    clockOf(t).advance(5 * DAY);
    await runDueTimers(t.ctx);
    await runDueTimers(t.ctx);
    const b = await t.db
      .selectFrom('bookings')
      .select(['status', 'endsAt'])
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    expect(b.status).toBe('completed');
    await signInAgain(t, c, client, host, admin);
    // The client's list shows it to write, with the days left.
    const list = await mine(c);
    const item = list.toWrite.find((w) => w.bookingId === bookingId)!;
    expect(item).toMatchObject({
      direction: 'client_to_host',
      subject: { id: host.user.id, name: 'Ben Cruz' },
      otherSideWritten: false,
      endedAt: new Date(b.endsAt!).toISOString(),
      windowClosesAt: new Date(new Date(b.endsAt!).getTime() + REVIEW_WINDOW_DAYS * DAY).toISOString(),
    });
    expect(item.daysLeft).toBeGreaterThanOrEqual(REVIEW_WINDOW_DAYS - 2);
    const res = await postReview(t, c, bookingId, { rating: 4, comment: '  Clean and dry, as described.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      bookingId,
      direction: 'client_to_host',
      author: { id: c.user.id, name: 'Carla Santos' },
      subject: { id: host.user.id, name: 'Ben Cruz' },
      rating: 4,
      comment: 'Clean and dry, as described.',
      status: 'blind',
      reply: null,
      publishedAt: null,
      hiddenReason: null,
    });
    expect((await mine(c)).toWrite.map((w) => w.bookingId)).not.toContain(bookingId);
  });

  it('inside the window until its last moment; after it, refused with its own code', async () => {
    const listing = await listingOf(t, host);
    const lastDay = await pastBooking(t, client, host, listing, { endedAgo: REVIEW_WINDOW_DAYS * DAY - 60_000 });
    expect(
      (await postReview(t, client, lastDay, { rating: 5, comment: 'Just in time for this one.' })).statusCode,
    ).toBe(201);
    const closed = await pastBooking(t, client, host, listing, { endedAgo: REVIEW_WINDOW_DAYS * DAY });
    const late = await postReview(t, client, closed, { rating: 5, comment: 'Too late for this one.' });
    expect([late.statusCode, late.json().error]).toEqual([
      409,
      { code: 'review_window_closed', message: m.windowClosed },
    ]);
    expect((await mine(client)).toWrite.map((w) => w.bookingId)).not.toContain(closed);
  });
});

describe('who may review', () => {
  it('only the booking’s client and host, once each; others get 404; bad input is refused with nothing written', async () => {
    const listing = await listingOf(t, host);
    const bookingId = await pastBooking(t, client, host, listing);
    const stranger = await createUser(t);
    const otherHost = await createUser(t, { type: 'host' });
    for (const u of [stranger, otherHost, admin]) {
      const res = await postReview(t, u, bookingId, { rating: 5, comment: 'I was never there at all.' });
      expect([res.statusCode, res.json().error]).toEqual([404, { code: 'not_found', message: m.bookingNotFound }]);
    }
    expect((await postReview(t, client, 'nope', { rating: 5, comment: 'No such booking here.' })).statusCode).toBe(404);
    const out = await t.app.inject({ method: 'POST', url: `/api/bookings/${bookingId}/reviews`, payload: {} });
    expect(out.statusCode).toBe(401);

    const bad = await postReview(t, client, bookingId, { rating: 6, comment: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      rating: 'Choose a rating from 1 to 5 stars.',
      comment: 'Write at least 10 characters.',
    });
    const long = await postReview(t, client, bookingId, { rating: 3, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) });
    expect(long.json().error.fields.comment).toBe('A review can be up to 2,000 characters.');
    expect(await t.db.selectFrom('reviews').select('id').where('bookingId', '=', bookingId).execute()).toEqual([]);

    await review(t, client, bookingId, 5);
    const again = await postReview(t, client, bookingId, { rating: 1, comment: 'Changed my mind about it.' });
    expect([again.statusCode, again.json().error]).toEqual([409, { code: 'review_exists', message: m.alreadyWritten }]);
    // The host reviews the client: the other direction.
    const back = await review(t, host, bookingId, 4);
    expect(back).toMatchObject({ direction: 'host_to_client', subject: { id: client.user.id, name: 'Ana Reyes' } });
  });

  it('a cancelled or still active booking cannot be reviewed', async () => {
    const listing = await listingOf(t, host);
    for (const status of ['cancelled', 'active'] as const) {
      const id = await pastBooking(t, client, host, listing, { status });
      const res = await postReview(t, client, id, { rating: 4, comment: 'This stay never ended well.' });
      expect([res.statusCode, res.json().error.code]).toEqual([409, 'review_not_allowed']);
    }
  });

  it('a monthly tenancy ended by notice is reviewed like a completed booking, and is among the reviews to write', async () => {
    const listing = await listingOf(t, host);
    const id = await pastBooking(t, client, host, listing, { status: 'ended' });
    const toWrite = (await as(t, client.cookie).get('/api/me/reviews')).json().toWrite;
    expect(toWrite.map((w: { bookingId: string }) => w.bookingId)).toContain(id);
    expect(await review(t, client, id, 5)).toMatchObject({ direction: 'client_to_host' });
  });
});

describe('blind visibility', () => {
  it('hidden until both are in: then both visible at once, ratings recomputed and each side told', async () => {
    const h = await createUser(t, { type: 'host', firstName: 'Dina', lastName: 'Lopez' });
    const c = await createUser(t, { firstName: 'Eli', lastName: 'Tan' });
    const listing = await listingOf(t, h, { title: 'Dry box in Poblacion' });
    const bookingId = await pastBooking(t, c, h, listing);

    const first = await review(t, c, bookingId, 2, 'Damp corner, the lock was stiff.');
    expect(first.status).toBe('blind');
    // Nobody else sees it: not the listing page, not the host's received, not the host's rating.
    expect((await listingPage(listing)).items).toEqual([]);
    expect((await mine(h)).received).toEqual([]);
    expect((await mine(c)).written.map((r) => r.id)).toEqual([first.id]);
    expect(await ratingOfListing(t, listing)).toEqual({ rating: 0, totalRatings: 0 });
    // The host gets a heads-up without the rating, and sees the client's is waiting.
    const [waiting] = await notificationsOf(t, h.user.id, 'review_waiting');
    expect(waiting).toMatchObject({
      type: 'review',
      title: 'Eli Tan reviewed their stay — write yours to read it',
      priority: 'normal',
      actionUrl: '/host/reviews',
      data: { bookingId, listingTitle: 'Dry box in Poblacion' },
    });
    expect(waiting!.data).not.toHaveProperty('rating');
    expect((await mine(h)).toWrite.find((w) => w.bookingId === bookingId)).toMatchObject({
      direction: 'host_to_client',
      otherSideWritten: true,
    });

    const second = await review(t, h, bookingId, 5, 'Tidy renter, on time for pick-up.');
    expect(second.status).toBe('visible');
    const both = await t.db
      .selectFrom('reviews')
      .select(['status', 'publishedAt'])
      .where('bookingId', '=', bookingId)
      .execute();
    expect(both.map((r) => r.status)).toEqual(['visible', 'visible']);
    expect(new Set(both.map((r) => new Date(r.publishedAt!).getTime())).size).toBe(1);
    expect(await ratingOfListing(t, listing)).toEqual({ rating: 2, totalRatings: 1 });
    expect(await ratingOfUser(t, h.user.id)).toEqual({ rating: 2, totalRatings: 1 });
    expect(await ratingOfUser(t, c.user.id)).toEqual({ rating: 5, totalRatings: 1 });

    // The host: new_review, high priority (rated 2, requirements §9), with reviewId and rating.
    const [toHost] = await notificationsOf(t, h.user.id, 'new_review');
    expect(toHost).toMatchObject({
      type: 'review',
      title: 'Eli Tan rated you 2 stars',
      message: 'Dry box in Poblacion: “Damp corner, the lock was stiff.”',
      priority: 'high',
      actionUrl: '/host/reviews',
      data: { reviewId: first.id, rating: 2, bookingId, listingTitle: 'Dry box in Poblacion' },
    });
    const [toClient] = await notificationsOf(t, c.user.id, 'new_review');
    expect(toClient).toMatchObject({
      title: 'Dina Lopez rated you 5 stars',
      priority: 'normal',
      actionUrl: '/client/reviews',
      data: { reviewId: second.id, rating: 5 },
    });
    // …and its email copy.
    const mail = await outboxFor(t, h.email);
    expect(mail.find((x) => x.subject === 'Eli Tan rated you 2 stars')?.text).toContain('Damp corner');

    const page = await listingPage(listing);
    expect(page.items).toEqual([
      expect.objectContaining({ id: first.id, author: { name: 'Eli T.', avatarUrl: null }, rating: 2, reply: null }),
    ]);
    expect(page.summary).toEqual({ rating: 2, totalRatings: 1, distribution: [0, 1, 0, 0, 0] });
    expect((await mine(h)).received.map((r) => r.id)).toEqual([first.id]);
    expect((await mine(c)).received.map((r) => r.id)).toEqual([second.id]);
    // The listing page, its host card and the search read the new figures.
    const pub = (await t.app.inject({ method: 'GET', url: `/api/listings/${listing}` })).json();
    expect([pub.rating, pub.totalRatings, pub.host.rating, pub.host.totalRatings]).toEqual([2, 1, 2, 1]);
    const search = (await t.app.inject({ method: 'GET', url: '/api/listings?sort=rating&minRating=1.5' })).json();
    expect(search.items.find((x: { id: string }) => x.id === listing)).toMatchObject({ rating: 2, totalRatings: 1 });
    const tooHigh = (await t.app.inject({ method: 'GET', url: '/api/listings?minRating=3' })).json();
    expect(tooHigh.items.map((x: { id: string }) => x.id)).not.toContain(listing);
  });

  it('a lone review stays blind until the window closes; then the job shows it (with the clock), once', async () => {
    const h = await createUser(t, { type: 'host' });
    const c = await createUser(t);
    const listing = await listingOf(t, h);
    const bookingId = await pastBooking(t, c, h, listing, { endedAgo: 2 * DAY });
    const r = await review(t, c, bookingId, 3);
    // Its timer (the review process's `reveal` at window_closes) is the booking's end plus the 14 days.
    const { endsAt } = await t.db
      .selectFrom('bookings')
      .select('endsAt')
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    const blind = await t.db.selectFrom('reviews').selectAll().where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(new Date(blind.windowClosesAt).getTime()).toBe(new Date(endsAt!).getTime() + REVIEW_WINDOW_DAYS * DAY);
    clockOf(t).advance((REVIEW_WINDOW_DAYS - 2) * DAY - 60_000);
    await revealDueReviews(t.ctx); // earlier tests' lone reviews may be due by now; not this one
    expect(
      (await t.db.selectFrom('reviews').select('status').where('id', '=', r.id).executeTakeFirstOrThrow()).status,
    ).toBe('blind');
    expect((await listingPage(listing)).items).toEqual([]);
    // A minute early, the engine itself refuses the timer: the other side has not written, and it is not due.
    const early = t.db
      .transaction()
      .execute((tx) =>
        transition(t.ctx, tx, reviewLifecycle, { id: r.id, action: 'reveal', actor: { role: 'system', userId: null } }),
      );
    await expect(early).rejects.toMatchObject({ code: 'invalid_transition' });
    clockOf(t).advance(60_000);
    await signInAgain(t, h, client, host, admin);
    expect(await revealDueReviews(t.ctx)).toBeGreaterThanOrEqual(1);
    const shown = await t.db.selectFrom('reviews').selectAll().where('id', '=', r.id).executeTakeFirstOrThrow();
    expect(shown.status).toBe('visible');
    expect(new Date(shown.publishedAt!).getTime()).toBe(t.clock.now().getTime());
    expect(await eventsOf(t.db, 'review', r.id)).toMatchObject([
      { action: 'write', actor: 'client', fromStatus: null, toStatus: 'blind' },
      { action: 'reveal', actor: 'system', fromStatus: 'blind', toStatus: 'visible' },
    ]);
    expect((await listingPage(listing)).items.map((x) => x.id)).toEqual([r.id]);
    expect(await ratingOfListing(t, listing)).toEqual({ rating: 3, totalRatings: 1 });
    expect(await notificationsOf(t, h.user.id, 'new_review')).toHaveLength(1);
    // Run again: nothing more.
    expect(await revealDueReviews(t.ctx)).toBe(0);
    expect(await notificationsOf(t, h.user.id, 'new_review')).toHaveLength(1);
    // The host can no longer write theirs.
    const late = await postReview(t, h, bookingId, { rating: 4, comment: 'Late but honest words.' });
    expect(late.json().error.code).toBe('review_window_closed');
  });
});
