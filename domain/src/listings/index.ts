/**
 * Listings for the form and the server (data-free). The PSGC address check carries the
 * places data and is imported by path: `@espasyo/domain/listings/address-check`.
 */
export * from './fields';
export * from './schema';
export * from './status';
export * from './blocks';
export * from './moderation';
export * from './search';
