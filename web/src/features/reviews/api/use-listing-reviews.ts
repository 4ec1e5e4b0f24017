import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listingReviewsQuery } from './listing-reviews-query';

/** A page of a listing's reviews; the previous page stays on screen while the next one loads. */
export function useListingReviews(listingId: string, page: number) {
  return useQuery({ ...listingReviewsQuery(listingId, page), placeholderData: keepPreviousData });
}
