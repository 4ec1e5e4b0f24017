import {
  adminReviewSchema,
  adminReviewsPageSchema,
  adminReviewsQuerySchema,
  idParamsSchema as params,
  listingReviewsQuerySchema,
  listingReviewsSchema,
  messageSchema,
  myReviewsSchema,
  recomputeRatingsResultSchema,
  reviewHideInputSchema,
  reviewInputSchema,
  reviewReplyInputSchema,
  reviewReportInputSchema,
  reviewSchema,
} from '@espasyo/domain';
import { access } from '../../http/access';
import { requireUser } from '../../http/guards';
import type { App, ModuleOptions } from '../../http/types';
import { adminReviews, hideReview, recomputeRatings, restoreReview } from './reviews-admin.service';
import { listingReviews, myReviews, replyToReview, reportReview, writeReview } from './reviews.service';

const tags = ['reviews'];

/** POST /api/bookings/:id/reviews (signed-in scope): a side of a completed booking reviews the other. */
export async function bookingReviewsRoutes(app: App, { ctx }: ModuleOptions) {
  app.post(
    '/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Review a completed booking (its client or host, once, within 14 days of its end); blind until both',
        params,
        body: reviewInputSchema,
        response: { 201: reviewSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await writeReview(ctx, requireUser(req), req.params.id, req.body)),
  );
}

/** GET /api/me/reviews (signed-in scope). */
export async function myReviewsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/reviews',
    {
      onRequest: access('review', 'mine'),
      schema: {
        tags,
        summary: 'My reviews to write (with the days left), written and received',
        response: { 200: myReviewsSchema },
      },
    },
    async (req) => myReviews(ctx, requireUser(req)),
  );
}

/** /api/reviews/:id/… (signed-in scope): the host's reply, anyone's report. */
export async function reviewsRoutes(app: App, { ctx }: ModuleOptions) {
  app.post(
    '/:id/reply',
    {
      schema: {
        tags,
        summary: "The listing's host replies once, publicly, to a visible review of it",
        params,
        body: reviewReplyInputSchema,
        response: { 200: reviewSchema },
      },
    },
    async (req) => replyToReview(ctx, requireUser(req), req.params.id, req.body.body),
  );

  app.post(
    '/:id/report',
    {
      schema: {
        tags,
        summary: 'Report a visible review to staff (once per user)',
        params,
        body: reviewReportInputSchema,
        response: { 200: messageSchema },
      },
    },
    async (req) => reportReview(ctx, requireUser(req), req.params.id, req.body.reason),
  );
}

/** GET /api/listings/:id/reviews (open scope). */
export async function listingReviewsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/listings/:id/reviews',
    {
      onRequest: access('review', 'ofListing'),
      schema: {
        tags,
        summary: "A listing's visible client reviews, newest first, with its rating summary",
        params,
        querystring: listingReviewsQuerySchema,
        response: { 200: listingReviewsSchema },
      },
    },
    async (req) => listingReviews(ctx, req.user ?? null, req.params.id, req.query),
  );
}

/** /api/admin/reviews (staff: admins and moderators, design §8). */
export async function adminReviewsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/reviews',
    {
      onRequest: access('review', 'moderate'),
      schema: {
        tags,
        summary: 'Reviews reported (not hidden), recent or hidden, with their reports',
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsPageSchema },
      },
    },
    async (req) => adminReviews(ctx, requireUser(req), req.query),
  );

  app.post(
    '/reviews/:id/hide',
    {
      onRequest: access('review', 'moderate'),
      schema: {
        tags,
        summary: 'Hide a review with a reason: its author is told, ratings recomputed, audited',
        params,
        body: reviewHideInputSchema,
        response: { 200: adminReviewSchema },
      },
    },
    async (req) => hideReview(ctx, requireUser(req), req.ip, req.params.id, req.body.reason),
  );

  app.post(
    '/reviews/:id/restore',
    {
      onRequest: access('review', 'moderate'),
      schema: {
        tags,
        summary: 'Show a hidden review again: ratings recomputed, its author told, audited',
        params,
        response: { 200: adminReviewSchema },
      },
    },
    async (req) => restoreReview(ctx, requireUser(req), req.ip, req.params.id),
  );
}

/** POST /api/admin/reviews/recompute (admins: admin-tools). */
export async function adminRatingsRoutes(app: App, { ctx }: ModuleOptions) {
  app.post(
    '/reviews/recompute',
    {
      onRequest: access('review', 'recompute'),
      schema: {
        tags,
        summary: "Recompute every listing's and user's rating from the visible reviews (audited)",
        response: { 200: recomputeRatingsResultSchema },
      },
    },
    async (req) => recomputeRatings(ctx, requireUser(req), req.ip),
  );
}
