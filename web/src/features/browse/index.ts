export { listingSearchQuery } from './api/use-listing-search';
export { ResultCard, ResultCardSkeleton } from './components/result-card';
export { ResultCardRow } from './components/result-card-row';
export { philippinesHome, useMapTiles } from './api/use-map-tiles';
