export { listingSearchQuery } from './api/use-listing-search';
export { ResultCard, ResultCardSkeleton } from './components/result-card';
export { useMapTiles } from './api/use-map-tiles';
