import {
  AppError,
  ErrorCode,
  paths,
  resolveRole,
  reviewMessages as m,
  shouldReveal,
  type AdminReview,
  type AdminReviewsQuery,
  type Page,
  type RecomputeRatingsResult,
} from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { record } from '../audit/audit.service';
import { notify } from '../notifications/notifications.service';
import type { AuthUser } from '../users/user.mapper';
import { fullName, toAdminReview } from './reviews.mapper';
import { reviewsRepository as repo, type ReviewRow } from './reviews.repository';
import { reviewNotFound } from './reviews.service';
import { recomputeFor, reviewLifecycle, reviewWords, tellSubject } from './reviews-visibility.service';
import { transition } from '../../process/engine';

/** Staff as the review process names them (the scope lets only moderators and admins here). */
const staffRole = (u: AuthUser) => (resolveRole(u) === 'admin' ? ('admin' as const) : ('moderator' as const));
type StaffRole = ReturnType<typeof staffRole>;

const iso = (d: Date | string) => new Date(d).toISOString();

/** The reviews as staff in `role` read them: their reports, who hid them, what they may do now. */
async function adminViews(db: Executor, ids: string[], role: StaffRole): Promise<AdminReview[]> {
  const [views, reports] = await Promise.all([repo.views(db, ids), repo.reportsOf(db, ids)]);
  const byId = new Map(views.map((v) => [v.id, v]));
  const staffIds = [...new Set(views.map((v) => v.hiddenBy).filter((x): x is string => !!x))];
  const staff = new Map((await repo.namesOf(db, staffIds)).map((u) => [u.id, fullName(u.firstName, u.lastName)]));
  return ids
    .map((id) => byId.get(id))
    .filter((v) => !!v)
    .map((v) =>
      toAdminReview(
        v,
        reports
          .filter((r) => r.reviewId === v.id)
          .map((r) => ({
            reporterName: fullName(r.firstName, r.lastName),
            reason: r.reason,
            createdAt: iso(r.createdAt),
          })),
        v.hiddenBy ? (staff.get(v.hiddenBy) ?? null) : null,
        role,
      ),
    );
}

/** GET /api/admin/reviews: reported (latest report first, hidden ones left out), recent, or hidden. */
export async function adminReviews(ctx: AppContext, staff: AuthUser, q: AdminReviewsQuery): Promise<Page<AdminReview>> {
  const { ids, total } = await repo.adminPage(ctx.db, q.filter, q.page, q.pageSize);
  return { items: await adminViews(ctx.db, ids, staffRole(staff)), total, page: q.page, pageSize: q.pageSize };
}

async function lockedReview(tx: Executor, id: string): Promise<ReviewRow> {
  const r = await repo.findById(tx, id);
  if (!r) throw reviewNotFound();
  await repo.lockBooking(tx, r.bookingId);
  return (await repo.findById(tx, id))!;
}

/**
 * POST /api/admin/reviews/:id/hide: staff hide a review that breaks the rules, with a reason. In
 * one transaction: the ratings it counted in are recomputed, its author is told (in the app and,
 * as their settings allow, by email), and the audit row `review.hide` is written.
 */
export async function hideReview(
  ctx: AppContext,
  staff: AuthUser,
  ip: string | null,
  id: string,
  reason: string,
): Promise<AdminReview> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const before = await lockedReview(tx, id);
    await transition(ctx, tx, reviewLifecycle, {
      id,
      action: 'hide',
      actor: { role: staffRole(staff), userId: staff.id },
      reason,
      patch: { hiddenReason: reason, hiddenBy: staff.id, hiddenAt: now },
    });
    const b = (await repo.bookingForReview(tx, before.bookingId))!;
    if (before.status === 'visible') await recomputeFor(tx, b);
    await notify(ctx, tx, {
      userId: before.authorId,
      type: 'review',
      subType: 'review_hidden',
      title: (lang) => reviewWords(lang).hidden.title({ listing: b.listingTitle ?? '' }),
      message: (lang) => reviewWords(lang).hidden.message({ reason }),
      data: { reviewId: id, rating: before.rating, bookingId: b.id, listingTitle: b.listingTitle ?? '' },
      actionUrl: authorPageOf(before),
    });
    await record(tx, {
      actorId: staff.id,
      action: 'review.hide',
      targetType: 'review',
      targetId: id,
      before: { status: before.status },
      after: { status: 'hidden', reason },
      ip,
      at: now,
    });
  });
  return (await adminViews(ctx.db, [id], staffRole(staff)))[0]!;
}

/** The author's reviews page: the client's for client_to_host, the host's otherwise. */
const authorPageOf = (r: Pick<ReviewRow, 'direction'>) =>
  r.direction === 'client_to_host' ? paths.client.reviews.getHref() : paths.host.reviews.getHref();

/**
 * POST /api/admin/reviews/:id/restore: a hidden review shows again — visible if it had been, or
 * if it would be now (the other side has written, or the window has closed); else blind again
 * until then. Ratings recomputed, the author told, `review.restore` audited; a review shown for the
 * first time tells the person reviewed like any other.
 */
export async function restoreReview(ctx: AppContext, staff: AuthUser, ip: string | null, id: string) {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (tx) => {
    const before = await lockedReview(tx, id);
    if (before.status !== 'hidden') throw new AppError(ErrorCode.invalidTransition, m.notHidden);
    const b = (await repo.bookingForReview(tx, before.bookingId))!;
    const otherWritten = (await repo.ofBooking(tx, b.id)).some((r) => r.direction !== before.direction);
    const wouldShow = !!before.publishedAt || shouldReveal(otherWritten, new Date(b.endsAt), now);
    const { row: restored } = await transition(ctx, tx, reviewLifecycle, {
      id,
      action: 'restore',
      actor: { role: staffRole(staff), userId: staff.id },
      input: { wouldShow },
      patch: {
        publishedAt: wouldShow ? (before.publishedAt ?? now) : before.publishedAt,
        hiddenReason: null,
        hiddenBy: null,
        hiddenAt: null,
      },
    });
    const status = restored.status;
    if (status === 'visible') {
      await recomputeFor(tx, b);
      if (!before.publishedAt) await tellSubject(ctx, tx, restored);
    }
    await notify(ctx, tx, {
      userId: before.authorId,
      type: 'review',
      subType: 'review_restored',
      title: (lang) => reviewWords(lang).restored.title({ listing: b.listingTitle ?? '' }),
      message: (lang) => reviewWords(lang).restored.message,
      data: { reviewId: id, rating: before.rating, bookingId: b.id, listingTitle: b.listingTitle ?? '' },
      actionUrl: authorPageOf(before),
    });
    await record(tx, {
      actorId: staff.id,
      action: 'review.restore',
      targetType: 'review',
      targetId: id,
      before: { status: 'hidden', reason: before.hiddenReason },
      after: { status },
      ip,
      at: now,
    });
  });
  return (await adminViews(ctx.db, [id], staffRole(staff)))[0]!;
}

/**
 * POST /api/admin/reviews/recompute (admin-tools 'Recompute ratings'): every listing's and
 * user's rating from the visible reviews, in one transaction with its audit row
 * `ratings.recompute`. Answers how many listings and users had a figure corrected.
 */
export async function recomputeRatings(
  ctx: AppContext,
  admin: AuthUser,
  ip: string | null,
): Promise<RecomputeRatingsResult> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const changed = await repo.recomputeAll(tx);
    await record(tx, {
      actorId: admin.id,
      action: 'ratings.recompute',
      targetType: 'ratings',
      targetId: null,
      after: changed,
      ip,
      at: now,
    });
    return changed;
  });
}
