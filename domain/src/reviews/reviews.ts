/**
 * Reviews' rules (issue 22, design §8), pure and zod-free so listing cards and pages can use them
 * without pulling zod into the public bundle.
 *
 * - After a booking completes (or a monthly tenancy ends), each side may review the other within REVIEW_WINDOW_DAYS of its
 *   end: the client reviews the listing and its host, the host reviews the client.
 * - Blind: a review is hidden from everyone but its author until both sides have written theirs
 *   or the window closes; then both become visible at once.
 * - A host replies once, publicly, to a visible review of their listing.
 */
export const REVIEW_WINDOW_DAYS = 14;
/** The second reminder goes out this many days before the window closes. */
export const REVIEW_REMINDER_DAYS_LEFT = 3;
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REPORT_REASON_MAX = 500;
export const REVIEW_HIDE_REASON_MAX = 500;
/** Reviews on a listing page, per page. */
export const LISTING_REVIEWS_PAGE_SIZE = 10;
/** Requirements §9: a client review rated this or lower is a high-priority notification for the host. */
export const LOW_RATING_MAX = 2;

/** client_to_host: the client rates the listing and its host. host_to_client: the host rates the client. */
export const reviewDirections = ['client_to_host', 'host_to_client'] as const;
export type ReviewDirection = (typeof reviewDirections)[number];

/** blind: written, waiting for the other side or the window's end; visible: public; hidden: by staff. */
export const reviewStatuses = ['blind', 'visible', 'hidden'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** The statuses a booking can be reviewed in: a booking completed, or a monthly tenancy ended by notice. */
export const reviewableStatuses: readonly string[] = ['completed', 'ended'];
export const isReviewable = (status: string) => reviewableStatuses.includes(status);

const DAY_MS = 86_400_000;

/** When the review window of a booking that ended at `endsAt` closes. */
export function reviewWindowClosesAt(endsAt: Date): Date {
  return new Date(endsAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS);
}

/** Days left to write a review, counting a part day as one (14 when it ends, 1 on the last day, 0 once closed). */
export function reviewDaysLeft(endsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((reviewWindowClosesAt(endsAt).getTime() - now.getTime()) / DAY_MS));
}

/** The window is open: the booking has ended and the 14 days have not run out. */
export function reviewWindowOpen(endsAt: Date, now: Date): boolean {
  return now.getTime() >= endsAt.getTime() && now.getTime() < reviewWindowClosesAt(endsAt).getTime();
}

/** A blind review becomes visible when both sides have written, or when the window has closed. */
export function shouldReveal(bothWritten: boolean, endsAt: Date, now: Date): boolean {
  return bothWritten || now.getTime() >= reviewWindowClosesAt(endsAt).getTime();
}

/** Rating shown with one decimal ('4.7'), as listing cards and pages show it. */
export const formatRating = (rating: number) => (Math.round(rating * 10) / 10).toFixed(1);
