export { publicListingQuery } from './api/use-public-listing';
export { RecentlyViewedRow } from './components/recently-viewed';
export { useHostListings } from './api/use-host-listings';
