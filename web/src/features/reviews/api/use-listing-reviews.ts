import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListingReviews } from '@espasyo/domain/contracts/reviews';
import { apiQuery } from '@/lib/api-query';
import { reviewKeys } from './keys';

/** The `?reviews=` page of a listing's page, read the same way by the server (prefetch) and the browser. */
export const reviewsPageParam = (search: URLSearchParams) =>
  Math.min(1000, Math.max(1, Math.trunc(Number(search.get('reviews'))) || 1));

/**
 * GET /api/listings/:id/reviews?page=: a page of a listing's visible reviews, newest first, with the
 * rating summary. Open to anyone; the server reads page one (or the address's page) before it
 * renders /spaces/{id}, so the reviews are in the page's HTML.
 */
export const listingReviewsQuery = (listingId: string, page: number) => {
  const query = apiQuery<ListingReviews>(
    reviewKeys.listingPage(listingId, page),
    `/api/listings/${encodeURIComponent(listingId)}/reviews${page > 1 ? `?page=${page}` : ''}`,
  );
  // A part of the page: when it fails, the section says so (with 'Try again') and the listing's page
  // still answers 200; the browser starts from that same failure (no read again on mount).
  return { ...query, meta: { ...query.meta, optional: true }, retryOnMount: false };
};

export function useListingReviews(listingId: string, page: number) {
  return useQuery({ ...listingReviewsQuery(listingId, page), placeholderData: keepPreviousData });
}
