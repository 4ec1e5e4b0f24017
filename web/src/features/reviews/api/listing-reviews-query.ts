import type { ListingReviews } from '@espasyo/domain/contracts/reviews';
import { apiQuery } from '@/lib/api-query';
import { reviewKeys } from './keys';

/**
 * What the route table needs to read a listing's reviews before the server renders /spaces/{id}:
 * in the main bundle, so it stays this small (the hook is in use-listing-reviews.ts).
 */

/** The `?reviews=` page of a listing's page, read the same way by the server (prefetch) and the browser. */
export const reviewsPageParam = (search: URLSearchParams) =>
  Math.min(1000, Math.max(1, Math.trunc(Number(search.get('reviews'))) || 1));

/**
 * GET /api/listings/:id/reviews?page=: a page of a listing's visible reviews, newest first, with the
 * rating summary. Open to anyone. A part of the page: when it fails, the section says so (with 'Try
 * again') and the listing's page still answers 200; the browser starts from that same failure.
 */
export const listingReviewsQuery = (listingId: string, page: number) => {
  const query = apiQuery<ListingReviews>(
    reviewKeys.listingPage(listingId, page),
    `/api/listings/${encodeURIComponent(listingId)}/reviews${page > 1 ? `?page=${page}` : ''}`,
  );
  return { ...query, meta: { ...query.meta, optional: true }, retryOnMount: false };
};
