export { publicListingQuery } from './api/use-public-listing';
