export { listingSearchQuery } from './api/use-listing-search';
export { ResultCard, ResultCardSkeleton } from './components/result-card';
