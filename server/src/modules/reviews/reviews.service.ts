import {
  AppError,
  ErrorCode,
  monthIn,
  reviewMessages as m,
  reviewWindowClosesAt,
  reviewWindowOpen,
  isReviewable,
  shouldReveal,
  type ListingReviews,
  type MessageResult,
  type MyReviews,
  type Review,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import { authorize } from '../../http/access';
import { newId } from '../../lib/ids';
import { visibleListing } from '../listings/search/listings-public.service';
import type { AuthUser } from '../users/user.mapper';
import { fullName, toPublicReview, toReview, toReviewToWrite } from './reviews.mapper';
import { reviewsRepository as repo, type ReviewRow } from './reviews.repository';
import { reviewLifecycle, revealBooking, tellOtherSide } from './reviews-visibility.service';
import { create } from '../../process/engine';

/** A user's lists on /client/reviews and /host/reviews are capped (decision 0046). */
export const MY_REVIEWS_LIMIT = 100;

const bookingNotFound = () => new AppError(ErrorCode.notFound, m.bookingNotFound);

/** A review's booking sides, as the access policy names them: its author and its subject. */
const sidesOfReview = (r: Pick<ReviewRow, 'direction' | 'authorId' | 'subjectId'>) =>
  r.direction === 'client_to_host'
    ? { clientId: r.authorId, hostId: r.subjectId }
    : { clientId: r.subjectId, hostId: r.authorId };
export const reviewNotFound = () => new AppError(ErrorCode.notFound, m.notFound);

/**
 * POST /api/bookings/:id/reviews: a side of a completed booking reviews the other, once, within
 * the window (REVIEW_WINDOW_DAYS after its end). Anyone not a side of it gets 404. The review is
 * blind; when it is the second, both become visible in this transaction (ratings and
 * notifications with them), else the other side is told theirs is waiting. Writes about one booking
 * take its review lock, so two sides writing at once always see each other.
 */
export async function writeReview(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  input: { rating: number; comment: string },
): Promise<Review> {
  const b = await repo.bookingForReview(ctx.db, bookingId);
  if (!b) throw bookingNotFound();
  authorize(user, 'review', 'write', b, { not_found: bookingNotFound });
  if (!isReviewable(b.status)) throw new AppError(ErrorCode.reviewNotAllowed, m.notCompleted);
  const now = ctx.clock.now();
  if (!reviewWindowOpen(new Date(b.endsAt), now)) throw new AppError(ErrorCode.reviewWindowClosed, m.windowClosed);
  const direction = b.clientId === user.id ? 'client_to_host' : 'host_to_client';

  const id = await ctx.db.transaction().execute(async (tx) => {
    await repo.lockBooking(tx, b.id);
    // Under the booking's review lock: a side's second review finds its first here.
    const mine = await repo.ofBooking(tx, b.id);
    if (mine.some((r) => r.direction === direction)) throw new AppError(ErrorCode.reviewExists, m.alreadyWritten);
    const { row: written } = await create(ctx, tx, reviewLifecycle, {
      values: {
        id: newId(),
        bookingId: b.id,
        listingId: b.listingId,
        direction,
        authorId: user.id,
        subjectId: direction === 'client_to_host' ? b.hostId : b.clientId,
        rating: input.rating,
        comment: input.comment,
        windowClosesAt: reviewWindowClosesAt(new Date(b.endsAt)),
        createdAt: now,
        updatedAt: now,
      },
      actor: { role: direction === 'client_to_host' ? 'client' : 'host', userId: user.id },
    });
    const other = mine.find((r) => r.direction !== direction);
    if (shouldReveal(!!other, new Date(b.endsAt), now)) await revealBooking(ctx, tx, b, now);
    else await tellOtherSide(ctx, tx, b, written, fullName(user.firstName, user.lastName), now);
    return written.id;
  });
  return toReview((await repo.view(ctx.db, id))!, 'author');
}

/** GET /api/me/reviews: what the user may still write, what they wrote, and what was written about them. */
export async function myReviews(ctx: AppContext, user: AuthUser): Promise<MyReviews> {
  const now = ctx.clock.now();
  const [toWrite, written, received] = await Promise.all([
    repo.toWrite(ctx.db, now, user.id),
    repo.writtenBy(ctx.db, user.id, MY_REVIEWS_LIMIT),
    repo.receivedBy(ctx.db, user.id, MY_REVIEWS_LIMIT),
  ]);
  return {
    toWrite: toWrite.map((w) => toReviewToWrite(w, now)),
    written: written.map((r) => toReview(r, 'author')),
    received: received.map((r) => toReview(r, 'other')),
  };
}

/**
 * POST /api/reviews/:id/reply: the listing's host replies once, publicly, to a visible review of
 * it. Anyone else, and a review not visible, get 404; a second reply 409 (a conditional update:
 * two at once store one).
 */
export async function replyToReview(ctx: AppContext, user: AuthUser, id: string, body: string): Promise<Review> {
  const v = await repo.view(ctx.db, id);
  if (!v) throw reviewNotFound();
  authorize(user, 'review', 'reply', { hostId: v.listingHostId }, { not_found: reviewNotFound });
  if (v.direction !== 'client_to_host' || v.status !== 'visible') throw reviewNotFound();
  const updated = await repo.setReply(ctx.db, id, body, ctx.clock.now());
  if (!updated) {
    const now = await repo.findById(ctx.db, id);
    if (now?.replyBody) throw new AppError(ErrorCode.reviewReplyExists, m.replyExists);
    throw reviewNotFound();
  }
  return toReview((await repo.view(ctx.db, id))!, 'other');
}

/** POST /api/reviews/:id/report: anyone signed in reports a visible review, once; not their own. */
export async function reportReview(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  reason: string,
): Promise<MessageResult> {
  const r = await repo.findById(ctx.db, id);
  if (!r || r.status !== 'visible') throw reviewNotFound();
  authorize(user, 'review', 'report', sidesOfReview(r), { not_found: reviewNotFound });
  if (r.authorId === user.id) throw new AppError(ErrorCode.forbidden, m.ownReview);
  const stored = await repo.insertReport(ctx.db, {
    reviewId: id,
    reporterId: user.id,
    reason,
    createdAt: ctx.clock.now(),
  });
  if (!stored) throw new AppError(ErrorCode.reviewAlreadyReported, m.alreadyReported);
  return { message: m.reported };
}

/**
 * GET /api/listings/:id/reviews (open): a listing's visible client reviews, newest first, with
 * its rating summary. A listing that is not live is found by its host and staff only, as its page.
 */
export async function listingReviews(
  ctx: AppContext,
  viewer: AuthUser | null,
  listingId: string,
  q: { page: number; pageSize: number },
): Promise<ListingReviews> {
  await visibleListing(ctx.db, viewer, listingId);
  const [listing, { rows, distribution }, { general }] = await Promise.all([
    repo.listingOf(ctx.db, listingId),
    repo.listingPage(ctx.db, listingId, q.page, q.pageSize),
    ctx.settings.get(),
  ]);
  const perStar = [0, 0, 0, 0, 0];
  for (const d of distribution) perStar[d.rating - 1] = d.n;
  return {
    items: rows.map((r) => toPublicReview(r, monthIn(general.timezone, new Date(r.endsAt)))),
    total: perStar.reduce((a, n) => a + n, 0),
    page: q.page,
    pageSize: q.pageSize,
    summary: { rating: Number(listing!.rating), totalRatings: listing!.totalRatings, distribution: perStar },
  };
}
