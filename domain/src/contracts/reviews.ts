import { z } from 'zod';
import { textSchema } from '../schemas/text';
import { pageOf } from './common';
import {
  LISTING_REVIEWS_PAGE_SIZE,
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_REASON_MAX,
  reviewDirections,
  reviewStatuses,
} from '../reviews/reviews';
import { reviewActions } from '../reviews/process';
import { groupDigits } from '../format';

/**
 * Reviews (issue 22, design §8; rules in reviews/reviews.ts). Endpoints:
 *
 *   POST /api/bookings/:id/reviews       a party of a completed booking writes their review (201 Review)
 *   GET  /api/me/reviews                 the viewer's reviews to write, written and received (MyReviews)
 *   POST /api/reviews/:id/reply          the listing's host replies once to a visible review (Review)
 *   POST /api/reviews/:id/report         anyone signed in reports a visible review, once (MessageResult)
 *   GET  /api/listings/:id/reviews       open: a listing's visible client reviews, newest first (ListingReviews)
 *   GET  /api/admin/reviews              staff: reported, recent or hidden reviews (AdminReviewsPage)
 *   POST /api/admin/reviews/:id/hide     staff: hide with a reason; the author is told; ratings recomputed (AdminReview)
 *   POST /api/admin/reviews/:id/restore  staff: make a hidden review visible again; ratings recomputed (AdminReview)
 *   POST /api/admin/reviews/recompute    staff (admin-tools 'Recompute ratings'): every listing's and user's rating (RecomputeRatingsResult)
 *
 * `rating` and `totalRatings` of listings and users are recomputed from visible reviews in the
 * transaction that makes a review visible or hidden: a listing and its host from client_to_host
 * reviews, a client from host_to_client reviews.
 */

const personSchema = z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

export const reviewReplySchema = z.object({ body: z.string(), createdAt: z.string() });

export const reviewSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  listing: z.object({ id: z.string(), title: z.string() }),
  direction: z.enum(reviewDirections),
  author: personSchema,
  /** The person reviewed: the host (client_to_host) or the client (host_to_client). */
  subject: personSchema,
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  status: z.enum(reviewStatuses),
  /** The host's public reply (client_to_host only), null until written. */
  reply: reviewReplySchema.nullable(),
  createdAt: z.string(),
  /** When it became visible; null while blind (and for a review hidden before it was ever shown). */
  publishedAt: z.string().nullable(),
  /** Why staff hid it: for its author and staff only, null otherwise. */
  hiddenReason: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A review seen by the public on a listing page: only visible client reviews. */
export const publicReviewSchema = z.object({
  id: z.string(),
  author: z.object({ name: z.string(), avatarUrl: z.string().nullable() }),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  reply: reviewReplySchema.nullable(),
  publishedAt: z.string(),
  /** The month the stay ended, for 'Stayed March 2026'-style context. */
  stayedAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const ratingSummarySchema = z.object({
  rating: z.number(),
  totalRatings: z.number(),
  /** Visible reviews per star, index 0 for 1 star … index 4 for 5 stars. */
  distribution: z.array(z.number()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const listingReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(LISTING_REVIEWS_PAGE_SIZE),
});
export const listingReviewsSchema = pageOf(publicReviewSchema).extend({ summary: ratingSummarySchema });
export type ListingReviews = z.infer<typeof listingReviewsSchema>;

/** A completed booking the viewer may still review. */
export const reviewToWriteSchema = z.object({
  bookingId: z.string(),
  listing: z.object({ id: z.string(), title: z.string(), coverUrl: z.string().nullable() }),
  direction: z.enum(reviewDirections),
  /** Whom the viewer would review. */
  subject: personSchema,
  endedAt: z.string(),
  windowClosesAt: z.string(),
  daysLeft: z.number(),
  /** The other side has already written theirs (still blind). */
  otherSideWritten: z.boolean(),
});
export type ReviewToWrite = z.infer<typeof reviewToWriteSchema>;

export const myReviewsSchema = z.object({
  toWrite: z.array(reviewToWriteSchema),
  /** Newest first; blind ones are seen by their author only. */
  written: z.array(reviewSchema),
  /** Visible reviews about the viewer (a host: of their listings and of them), newest first. */
  received: z.array(reviewSchema),
});
export type MyReviews = z.infer<typeof myReviewsSchema>;

const ratingField = z.coerce
  .number({ error: 'Choose a rating from 1 to 5 stars.' })
  .int({ error: 'Choose a rating from 1 to 5 stars.' })
  .min(1, { error: 'Choose a rating from 1 to 5 stars.' })
  .max(5, { error: 'Choose a rating from 1 to 5 stars.' });

/** POST /api/bookings/:id/reviews: the form's schema too. */
export const reviewInputSchema = z.object({
  rating: ratingField,
  comment: textSchema({ error: 'Write a few words about your experience.' }, { multiline: true })
    .trim()
    .min(REVIEW_COMMENT_MIN, { error: `Write at least ${REVIEW_COMMENT_MIN} characters.` })
    .max(REVIEW_COMMENT_MAX, {
      error: `A review can be up to ${groupDigits(REVIEW_COMMENT_MAX)} characters.`,
    }),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** POST /api/reviews/:id/reply. */
export const reviewReplyInputSchema = z.object({
  body: textSchema({ error: 'Write your reply.' }, { multiline: true })
    .trim()
    .min(1, { error: 'Write your reply.' })
    .max(REVIEW_REPLY_MAX, { error: `A reply can be up to ${groupDigits(REVIEW_REPLY_MAX)} characters.` }),
});

/** POST /api/reviews/:id/report. */
export const reviewReportInputSchema = z.object({
  reason: textSchema({ error: 'Say what is wrong with this review.' }, { multiline: true })
    .trim()
    .min(1, { error: 'Say what is wrong with this review.' })
    .max(REVIEW_REPORT_REASON_MAX, { error: `Keep it under ${REVIEW_REPORT_REASON_MAX} characters.` }),
});

/** POST /api/admin/reviews/:id/hide. */
export const reviewHideInputSchema = z.object({
  reason: textSchema({ error: 'Give a reason for hiding this review.' }, { multiline: true })
    .trim()
    .min(1, { error: 'Give a reason for hiding this review.' })
    .max(REVIEW_HIDE_REASON_MAX, { error: `Keep the reason under ${REVIEW_HIDE_REASON_MAX} characters.` }),
});

export const adminReviewFilters = ['reported', 'recent', 'hidden'] as const;
export const adminReviewsQuerySchema = z.object({
  filter: z.enum(adminReviewFilters).default('reported'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminReviewsQuery = z.infer<typeof adminReviewsQuerySchema>;

export const adminReviewSchema = reviewSchema.extend({
  reports: z.array(z.object({ reporterName: z.string(), reason: z.string(), createdAt: z.string() })),
  hiddenBy: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  /** What the staff member may do now (the review process's actionsFor): the web shows exactly these. */
  actions: z.array(z.enum(reviewActions)),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsPageSchema = pageOf(adminReviewSchema);

export const recomputeRatingsResultSchema = z.object({ listings: z.number(), users: z.number() });
export type RecomputeRatingsResult = z.infer<typeof recomputeRatingsResultSchema>;
