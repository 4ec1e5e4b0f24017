export { publicListingQuery } from './api/use-public-listing';
export { RecentlyViewedRow } from './components/recently-viewed';
export { hostListingsQuery } from './api/use-host-listings';
