import {
  AppError,
  ErrorCode,
  LOW_RATING_MAX,
  reviewProcess,
  paths,
  REVIEW_REMINDER_DAYS_LEFT,
  reviewDaysLeft,
  reviewMessages as m,
  type ReviewDirection,
} from '@espasyo/domain';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { AppContext } from '../../context';
import { messagesFor } from '../../lib/i18n';
import { transition, type ProcessBinding } from '../../process/engine';
import type { Executor } from '../../db/client';
import { notify } from '../notifications/notifications.service';
import { fullName } from './reviews.mapper';
import {
  reviewsRepository as repo,
  type BookingForReview,
  type ReviewRow,
  type ToWriteRow,
} from './reviews.repository';

/**
 * The review process (domain/src/reviews/process.ts) bound to the reviews table: written blind,
 * revealed (when the other side has written theirs, or by its timer once `window_closes_at` has
 * come), hidden and restored by staff (visible when it would show now — the caller answers
 * `wouldShow` from the booking — else blind). What each does besides the status (ratings, the
 * notifications, the audit row) is this module's, in the same transaction, under the booking's
 * review lock.
 */
export const reviewLifecycle: ProcessBinding<typeof reviewProcess, ReviewRow, { wouldShow?: boolean } | undefined> = {
  process: reviewProcess,
  table: 'reviews',
  guards: {
    both_written: async ({ tx, row }) =>
      !!row && (await repo.ofBooking(tx, row.bookingId)).some((r) => r.direction !== row.direction),
    would_show: (f) => f.input?.wouldShow === true,
  },
  effects: {},
  due: (r) => ({ action: reviewProcess.timerOf(r.status)?.action ?? null, at: new Date(r.windowClosesAt) }),
  refused: (action) =>
    new AppError(
      action === 'write' ? ErrorCode.reviewExists : ErrorCode.invalidTransition,
      action === 'write' ? m.alreadyWritten : action === 'restore' ? m.notHidden : m.alreadyHidden,
    ),
  notFound: () => new AppError(ErrorCode.notFound, m.notFound),
};

/**
 * When reviews become visible and who is told (decision 0046): blind until both sides have
 * written or the window closes; then both at once, in one transaction with the ratings they
 * change and the notifications to the people reviewed.
 */

/** A review's subject reads it on their reviews page: a host's for client_to_host, a client's otherwise. */
export const reviewsPageOf = (direction: ReviewDirection) =>
  direction === 'client_to_host' ? paths.host.reviews.getHref() : paths.client.reviews.getHref();

/** The page of the side who writes `direction`. */
const writerPageOf = (direction: ReviewDirection) =>
  direction === 'client_to_host' ? paths.client.reviews.getHref() : paths.host.reviews.getHref();

/**
 * The listing's and both sides' ratings after a review of this booking became visible, hidden
 * or restored (in the caller's transaction).
 */
export function recomputeFor(tx: Executor, b: Pick<BookingForReview, 'listingId' | 'clientId' | 'hostId'>) {
  return repo.recompute(tx, [b.listingId], [b.hostId, b.clientId]);
}

/** The review notifications' words in the recipient's language (issue 34, namespace `mailPeople`). */
export const reviewWords = (lang: Language) => messagesFor(lang, 'mailPeople').reviews;

/** The person reviewed hears of a review now visible: type review, subType new_review (requirements §3, §9). */
export async function tellSubject(ctx: AppContext, tx: Executor, r: ReviewRow) {
  const v = (await repo.view(tx, r.id))!;
  const author = fullName(v.authorFirstName, v.authorLastName);
  await notify(ctx, tx, {
    userId: r.subjectId,
    type: 'review',
    subType: 'new_review',
    title: (lang) => reviewWords(lang).newReview.title({ author, rating: r.rating }),
    message: (lang) => reviewWords(lang).newReview.message({ listing: v.listingTitle ?? '', comment: r.comment }),
    // Requirements §9: a client's review rated 2 or less is high priority for the host.
    priority: r.direction === 'client_to_host' && r.rating <= LOW_RATING_MAX ? 'high' : 'normal',
    data: { reviewId: r.id, rating: r.rating, bookingId: r.bookingId, listingTitle: v.listingTitle ?? '' },
    actionUrl: reviewsPageOf(r.direction),
  });
}

/**
 * Makes the booking's blind reviews visible, recomputes the ratings they change and tells each
 * person reviewed; answers how many became visible. The caller holds the booking's review lock.
 * Each is the table's `reveal` by `system`: the engine takes it when the other side has written,
 * else only once the review's window has closed (its timer).
 */
export async function revealBooking(ctx: AppContext, tx: Executor, b: BookingForReview, now: Date) {
  const revealed: ReviewRow[] = [];
  for (const r of await repo.ofBooking(tx, b.id)) {
    if (r.status !== 'blind') continue;
    const moved = await transition(ctx, tx, reviewLifecycle, {
      id: r.id,
      action: 'reveal',
      actor: { role: 'system', userId: null },
      patch: { publishedAt: now },
    });
    revealed.push(moved.row);
  }
  if (!revealed.length) return 0;
  await recomputeFor(tx, b);
  for (const r of revealed) await tellSubject(ctx, tx, r);
  return revealed.length;
}

/** The other side, when the first review of a booking is written: a heads-up without the rating. */
export async function tellOtherSide(
  ctx: AppContext,
  tx: Executor,
  b: BookingForReview,
  written: ReviewRow,
  authorName: string,
  now: Date,
) {
  const toHost = written.direction === 'client_to_host';
  const daysLeft = reviewDaysLeft(b.endsAt, now);
  await notify(ctx, tx, {
    userId: written.subjectId,
    type: 'review',
    subType: 'review_waiting',
    title: (lang) => {
      const w = reviewWords(lang).waiting;
      return (toHost ? w.titleForHost : w.titleForClient)({ name: authorName });
    },
    message: (lang) => reviewWords(lang).waiting.message({ listing: b.listingTitle ?? '', days: daysLeft }),
    data: { bookingId: b.id, listingTitle: b.listingTitle ?? '' },
    // They write theirs on their own reviews page: the host's when the client wrote, and back.
    actionUrl: writerPageOf(toHost ? 'host_to_client' : 'client_to_host'),
    requiresAction: true,
  });
}

/** How many bookings the reveal job takes per run; the rest wait for the next hour. */
const REVEAL_BATCH = 500;

/**
 * The review-reveal job, the review process's timer: blind reviews whose `window_closes_at` has
 * come become visible, a booking per transaction (its review lock held, so a late write of the
 * other side cannot cross it), each through the engine, which checks again that it is due. Answers
 * how many reviews.
 */
export async function revealDueReviews(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  let shown = 0;
  for (const bookingId of await repo.dueForReveal(ctx.db, now, REVEAL_BATCH)) {
    shown += await ctx.db.transaction().execute(async (tx) => {
      await repo.lockBooking(tx, bookingId);
      const b = await repo.bookingForReview(tx, bookingId);
      return b ? revealBooking(ctx, tx, b, now) : 0;
    });
  }
  return shown;
}

async function remind(ctx: AppContext, tx: Executor, w: ToWriteRow, kind: 'open' | 'closing', daysLeft: number) {
  const client = w.direction === 'client_to_host';
  const subject = fullName(w.subjectFirstName, w.subjectLastName);
  const listing = w.listingTitle ?? '';
  const r = (lang: Language) => reviewWords(lang).reminder;
  await notify(ctx, tx, {
    userId: w.userId,
    type: 'review',
    subType: 'review_reminder',
    title: (lang) =>
      kind === 'closing'
        ? r(lang).closingTitle({ days: daysLeft })
        : client
          ? r(lang).openTitleForClient({ listing })
          : r(lang).openTitleForHost({ name: subject }),
    message: (lang) =>
      kind === 'closing' ? r(lang).closingMessage({ listing }) : r(lang).openMessage({ days: daysLeft }),
    data: { bookingId: w.bookingId, listingTitle: w.listingTitle ?? '' },
    actionUrl: writerPageOf(w.direction),
    requiresAction: true,
    soundAlert: false,
  });
}

/**
 * The reminders' job: each side of a completed booking that has not written its review is told
 * once when it can ('open') and once REVIEW_REMINDER_DAYS_LEFT days before the window closes
 * ('closing'); a side first seen that late gets the closing one only. Each is recorded with its
 * notification in one transaction, and a reminder already recorded is not sent again, however
 * often or on however many instances the job runs.
 */
export async function sendReviewReminders(ctx: AppContext): Promise<{ open: number; closing: number }> {
  const now = ctx.clock.now();
  const due = await repo.toWrite(ctx.db, now);
  const sent = new Set(
    (await repo.remindersOf(ctx.db, [...new Set(due.map((d) => d.bookingId))])).map(
      (s) => `${s.bookingId}:${s.userId}:${s.kind}`,
    ),
  );
  const out = { open: 0, closing: 0 };
  for (const w of due) {
    const daysLeft = reviewDaysLeft(new Date(w.endsAt), now);
    const kind = daysLeft <= REVIEW_REMINDER_DAYS_LEFT ? 'closing' : 'open';
    if (sent.has(`${w.bookingId}:${w.userId}:${kind}`)) continue;
    const told = await ctx.db.transaction().execute(async (tx) => {
      const first = await repo.insertReminder(tx, { bookingId: w.bookingId, userId: w.userId, kind, sentAt: now });
      if (!first) return false;
      if (kind === 'closing') {
        await repo.insertReminder(tx, { bookingId: w.bookingId, userId: w.userId, kind: 'open', sentAt: now });
      }
      await remind(ctx, tx, w, kind, daysLeft);
      return true;
    });
    if (told) out[kind]++;
  }
  return out;
}
