/**
 * Reviews (issue 22): the pages are mounted by the route tables; the listing page shows a listing's
 * reviews, the booking page the call to write one, the live notifications refresh them.
 * Zod-free: the public listing page imports this.
 */
export { reviewKeys } from './api/keys';
export { listingReviewsQuery, reviewsPageParam } from './api/listing-reviews-query';
export { useListingReviews } from './api/use-listing-reviews';
export { ListingReviewsIsland } from './components/listing-reviews-island';
export { ReviewCallToAction } from './components/review-cta';
