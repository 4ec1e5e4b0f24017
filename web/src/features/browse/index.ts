export { listingSearchQuery } from './api/use-listing-search';
