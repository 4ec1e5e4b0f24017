import { describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION, reviewMessages as m, type AdminReview, type Review } from '@espasyo/domain';
import { useTestApp, useUser } from '../../test/hooks';
import { clockOf, createUser, outboxFor, type BuiltUser } from '../../test/builders';
import { as, listingOf, notificationsOf, pastBooking, ratingOfListing, ratingOfUser, review } from './reviews.fixtures';

/**
 * After a review is visible (issue 22): the listing's host replies once; anyone signed in reports
 * it once; staff hide it with a reason (its author told, ratings recomputed, audited) and restore
 * it; an admin recomputes every rating. Everyone else is refused.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host', firstName: 'Ben', lastName: 'Cruz' });
const admin = useUser(t, { type: 'admin', firstName: 'Ada', lastName: 'Admin' });
const moderator = useUser(t, { type: 'moderator' });

/** A booking of a new client at a new listing of the host's, reviewed both ways: both visible. */
async function reviewedBothWays(clientRating = 4, hostRating = 5) {
  const c = await createUser(t, { firstName: 'Ana', lastName: 'Reyes' });
  const listing = await listingOf(t, host, { title: 'Locker by the station' });
  const bookingId = await pastBooking(t, c, host, listing);
  const byClient = await review(t, c, bookingId, clientRating, 'Good locker, a little dusty.');
  const byHost = await review(t, host, bookingId, hostRating, 'Polite and on time, thank you.');
  return { c, listing, bookingId, byClient, byHost };
}

const reply = (u: BuiltUser, id: string, body: string) => as(t, u.cookie).post(`/api/reviews/${id}/reply`, { body });
const report = (u: BuiltUser, id: string, reason = 'It names a person.') =>
  as(t, u.cookie).post(`/api/reviews/${id}/report`, { reason });
const hide = (u: BuiltUser, id: string, reason = 'Personal details of a third person.') =>
  as(t, u.cookie).post(`/api/admin/reviews/${id}/hide`, { reason });
const restore = (u: BuiltUser, id: string) => as(t, u.cookie).post(`/api/admin/reviews/${id}/restore`);

describe('the host’s reply', () => {
  it('once, to a visible review of their own listing; shown on the listing page', async () => {
    const { c, listing, byClient, byHost } = await reviewedBothWays();
    const res = await reply(host, byClient.id, '  Thanks, Ana! We have cleaned it since.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Review).reply).toEqual({
      body: 'Thanks, Ana! We have cleaned it since.',
      createdAt: t.clock.now().toISOString(),
    });
    const again = await reply(host, byClient.id, 'One more thing.');
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      { code: 'review_reply_exists', message: m.replyExists },
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/api/listings/${listing}/reviews` });
    expect(page.json().items[0].reply.body).toBe('Thanks, Ana! We have cleaned it since.');

    // Not the client, another host, staff; not to the host's own review of the client.
    const otherHost = await createUser(t, { type: 'host' });
    for (const u of [c, otherHost, admin]) {
      const r = await reply(u, byClient.id, 'Me too.');
      expect([r.statusCode, r.json().error]).toEqual([404, { code: 'not_found', message: m.notFound }]);
    }
    expect((await reply(host, byHost.id, 'Replying to myself.')).statusCode).toBe(404);
    const empty = await reply(host, byClient.id, '   ');
    expect([empty.statusCode, empty.json().error.fields]).toEqual([400, { body: 'Write your reply.' }]);
  });

  it('not to a blind review', async () => {
    const c = await createUser(t);
    const listing = await listingOf(t, host);
    const bookingId = await pastBooking(t, c, host, listing);
    const blind = await review(t, c, bookingId, 5);
    expect((await reply(host, blind.id, 'Thank you so much!')).statusCode).toBe(404);
  });

  it('two replies at once store one', async () => {
    const { byClient } = await reviewedBothWays();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => reply(host, byClient.id, `Reply ${i}`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const row = await t.db
      .selectFrom('reviews')
      .select('replyBody')
      .where('id', '=', byClient.id)
      .executeTakeFirstOrThrow();
    expect(row.replyBody).toBe(answers.find((a) => a.statusCode === 200)!.json().reply.body);
  });
});

describe('reports', () => {
  it('anyone signed in reports a visible review, once; not their own, not a blind one; staff see them', async () => {
    const { c, byClient } = await reviewedBothWays();
    const reader = await createUser(t, { firstName: 'Rita', lastName: 'Go' });
    const res = await report(reader, byClient.id, '  Rude words about the guard.  ');
    expect([res.statusCode, res.json()]).toEqual([200, { message: m.reported }]);
    const again = await report(reader, byClient.id);
    expect([again.statusCode, again.json().error]).toEqual([
      409,
      { code: 'review_already_reported', message: m.alreadyReported },
    ]);
    const own = await report(c, byClient.id);
    expect([own.statusCode, own.json().error]).toEqual([403, { code: 'forbidden', message: m.ownReview }]);
    clockOf(t).advance(1000);
    expect((await report(host, byClient.id)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/reviews/${byClient.id}/report`,
      payload: { reason: 'x' },
    });
    expect(out.statusCode).toBe(401);
    expect((await report(reader, 'nope')).statusCode).toBe(404);
    const long = await report(reader, byClient.id, 'x'.repeat(501));
    expect(long.json().error.fields.reason).toBe('Keep it under 500 characters.');

    const c2 = await createUser(t);
    const blind = await review(t, c2, await pastBooking(t, c2, host, await listingOf(t, host)), 1);
    expect((await report(reader, blind.id)).statusCode).toBe(404);

    const list = await as(t, moderator.cookie).get('/api/admin/reviews?filter=reported');
    expect(list.statusCode, list.body).toBe(200);
    const item = (list.json().items as AdminReview[]).find((x) => x.id === byClient.id)!;
    expect(item.reports).toEqual([
      { reporterName: 'Rita Go', reason: 'Rude words about the guard.', createdAt: expect.any(String) },
      { reporterName: 'Ben Cruz', reason: 'It names a person.', createdAt: expect.any(String) },
    ]);
    // What staff may do to it, from the review process's table: a visible one can be hidden.
    expect(item.actions).toEqual(['hide']);
  });
});

describe('hiding and restoring', () => {
  it('staff hide with a reason: gone from the listing, ratings recomputed, the author told by notification and email, audited; then restored', async () => {
    const { c, listing, byClient } = await reviewedBothWays(1, 5);
    // A second booking's visible review so the recomputed figure is not just zero.
    const c2 = await createUser(t);
    const b2 = await pastBooking(t, c2, host, listing);
    await review(t, c2, b2, 5);
    await review(t, host, b2, 5);
    expect(await ratingOfListing(t, listing)).toEqual({ rating: 3, totalRatings: 2 });
    const hostBefore = await ratingOfUser(t, host.user.id);

    const res = await hide(moderator, byClient.id, '  Names a staff member of the building.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: byClient.id,
      status: 'hidden',
      hiddenReason: 'Names a staff member of the building.',
      hiddenAt: t.clock.now().toISOString(),
      hiddenBy: expect.any(String),
      actions: ['restore'],
    });
    expect(await ratingOfListing(t, listing)).toEqual({ rating: 5, totalRatings: 1 });
    expect((await ratingOfUser(t, host.user.id)).totalRatings).toBe(hostBefore.totalRatings - 1);
    const page = await t.app.inject({ method: 'GET', url: `/api/listings/${listing}/reviews` });
    expect(page.json().items.map((x: { id: string }) => x.id)).not.toContain(byClient.id);
    // The author sees it hidden, with the reason; the host no longer receives it.
    const authorView = (await as(t, c.cookie).get('/api/me/reviews')).json();
    expect(authorView.written.find((r: Review) => r.id === byClient.id)).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Names a staff member of the building.',
    });
    const hostView = (await as(t, host.cookie).get('/api/me/reviews')).json();
    expect(hostView.received.map((r: Review) => r.id)).not.toContain(byClient.id);

    const [told] = await notificationsOf(t, c.user.id, 'review_hidden');
    expect(told).toMatchObject({
      type: 'review',
      title: 'Your review of Locker by the station was hidden',
      message: 'Our team hid your review because: Names a staff member of the building.',
      actionUrl: '/client/reviews',
      data: { reviewId: byClient.id },
    });
    const mail = await outboxFor(t, c.email);
    expect(mail.map((x) => x.subject)).toContain('Your review of Locker by the station was hidden');
    const audit = await t.db.selectFrom('auditLog').selectAll().where('targetId', '=', byClient.id).execute();
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([['review.hide', moderator.user.id]]);
    expect(audit[0]!.after).toEqual({ status: 'hidden', reason: 'Names a staff member of the building.' });

    const twice = await hide(admin, byClient.id);
    expect([twice.statusCode, twice.json().error]).toEqual([
      409,
      { code: 'invalid_transition', message: m.alreadyHidden },
    ]);
    const hiddenList = await as(t, admin.cookie).get('/api/admin/reviews?filter=hidden');
    expect(hiddenList.json().items[0].id).toBe(byClient.id);

    const back = await restore(admin, byClient.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      status: 'visible',
      hiddenReason: null,
      hiddenBy: null,
      hiddenAt: null,
      actions: ['hide'],
    });
    expect(await ratingOfListing(t, listing)).toEqual({ rating: 3, totalRatings: 2 });
    expect(await notificationsOf(t, c.user.id, 'review_restored')).toHaveLength(1);
    const restoredAudit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'actorId'])
      .where('targetId', '=', byClient.id)
      .where('action', '=', 'review.restore')
      .execute();
    expect(restoredAudit).toEqual([{ action: 'review.restore', actorId: admin.user.id }]);
    const notHidden = await restore(admin, byClient.id);
    expect([notHidden.statusCode, notHidden.json().error]).toEqual([
      409,
      { code: 'invalid_transition', message: m.notHidden },
    ]);
  });

  it('a review hidden while blind comes back blind while the other side has not written', async () => {
    const c = await createUser(t);
    const bookingId = await pastBooking(t, c, host, await listingOf(t, host));
    const blind = await review(t, c, bookingId, 2);
    expect((await hide(admin, blind.id)).json()).toMatchObject({ status: 'hidden', publishedAt: null });
    expect((await restore(admin, blind.id)).json()).toMatchObject({
      status: 'blind',
      publishedAt: null,
      actions: ['hide'],
    });
  });

  it('only staff: clients and hosts get 403; a missing review 404; a reason is required', async () => {
    const { c, byClient } = await reviewedBothWays();
    for (const u of [c, host]) {
      expect((await hide(u, byClient.id)).statusCode).toBe(403);
      expect((await restore(u, byClient.id)).statusCode).toBe(403);
      expect((await as(t, u.cookie).get('/api/admin/reviews')).statusCode).toBe(403);
    }
    expect((await hide(admin, 'nope')).statusCode).toBe(404);
    const noReason = await hide(admin, byClient.id, ' ');
    expect([noReason.statusCode, noReason.json().error.fields]).toEqual([
      400,
      { reason: 'Give a reason for hiding this review.' },
    ]);
    expect(
      (await t.db.selectFrom('reviews').select('status').where('id', '=', byClient.id).executeTakeFirstOrThrow())
        .status,
    ).toBe('visible');
  });
});

describe('recompute', () => {
  it('an admin recomputes every rating from the visible reviews (audited); moderators and others are refused', async () => {
    const { listing, c } = await reviewedBothWays(3, 4);
    await t.db.updateTable('listings').set({ rating: 4.9, totalRatings: 57 }).where('id', '=', listing).execute();
    await t.db.updateTable('users').set({ rating: 1, totalRatings: 9 }).where('id', '=', c.user.id).execute();
    const res = await as(t, admin.cookie).post('/api/admin/reviews/recompute');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ listings: 1, users: 1 });
    expect(await ratingOfListing(t, listing)).toEqual({ rating: 3, totalRatings: 1 });
    expect(await ratingOfUser(t, c.user.id)).toEqual({ rating: 4, totalRatings: 1 });
    const again = await as(t, admin.cookie).post('/api/admin/reviews/recompute');
    expect(again.json()).toEqual({ listings: 0, users: 0 });
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['action', 'after'])
      .where('action', '=', 'ratings.recompute')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]!.after).toEqual({ listings: 1, users: 1 });
    for (const u of [moderator, host, c]) {
      expect((await as(t, u.cookie).post('/api/admin/reviews/recompute')).statusCode).toBe(403);
    }
  });
});

describe('a listing’s reviews', () => {
  it('newest first, paginated, with the star distribution; a listing not live is 404 except to its host and staff', async () => {
    const listing = await listingOf(t, host);
    const ids: string[] = [];
    for (const rating of [5, 4, 5]) {
      const c = await createUser(t);
      const b = await pastBooking(t, c, host, listing);
      ids.push((await review(t, c, b, rating)).id);
      await review(t, host, b, 5);
      clockOf(t).advance(60_000);
    }
    const page1 = await t.app.inject({ method: 'GET', url: `/api/listings/${listing}/reviews?pageSize=2` });
    expect(page1.json()).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 2,
      summary: { rating: 4.67, totalRatings: 3, distribution: [0, 0, 0, 1, 2] },
    });
    expect(page1.json().items.map((x: { id: string }) => x.id)).toEqual([ids[2], ids[1]]);
    const page2 = await t.app.inject({ method: 'GET', url: `/api/listings/${listing}/reviews?pageSize=2&page=2` });
    expect(page2.json().items.map((x: { id: string }) => x.id)).toEqual([ids[0]]);

    await t.db.updateTable('listings').set({ status: 'paused' }).where('id', '=', listing).execute();
    expect((await t.app.inject({ method: 'GET', url: `/api/listings/${listing}/reviews` })).statusCode).toBe(404);
    expect((await as(t, host.cookie).get(`/api/listings/${listing}/reviews`)).statusCode).toBe(200);
    expect((await as(t, moderator.cookie).get(`/api/listings/${listing}/reviews`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/listings/nope/reviews' })).statusCode).toBe(404);
  });
});

describe('privacy', () => {
  it('the data export lists the reviews written and received; a deleted author shows as Deleted user, the review stays', async () => {
    const { c, byClient, byHost, listing } = await reviewedBothWays(4, 5);
    const data = (await as(t, c.cookie).get('/api/me/data-export')).json();
    expect(data.reviews).toEqual([
      expect.objectContaining({ id: byClient.id, role: 'author', rating: 4, status: 'visible' }),
      expect.objectContaining({ id: byHost.id, role: 'subject', rating: 5, hiddenReason: null }),
    ]);
    await report(c, byHost.id);
    const del = await as(t, c.cookie).post('/api/me/delete-account', {
      password: c.password,
      confirmation: DELETE_CONFIRMATION,
    });
    expect([200, 204]).toContain(del.statusCode);
    expect(
      await t.db.selectFrom('reviewReports').select('reviewId').where('reporterId', '=', c.user.id).execute(),
    ).toEqual([]);
    const page = await t.app.inject({ method: 'GET', url: `/api/listings/${listing}/reviews` });
    expect(page.json().items[0].author).toEqual({ name: 'Deleted user', avatarUrl: null });
    expect(await ratingOfListing(t, listing)).toEqual({ rating: 4, totalRatings: 1 });
  });
});
