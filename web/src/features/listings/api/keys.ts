/** The query keys of listings (one object, so invalidations name them the same way). */
export const listingKeys = {
  all: ['listings'] as const,
  public: (id: string) => ['listings', 'public', id] as const,
  /** A price for one stay, keyed by its request path (dates, units, hours). */
  quote: (id: string, path: string) => ['listings', 'quote', id, path] as const,
  /** The host's own listings: every key under it is refreshed when one of them changes. */
  host: ['listings', 'host'] as const,
  hostListing: (id: string) => ['listings', 'host', 'one', id] as const,
  /** The address picker's PSGC lists: fixed for a release of the app. */
  places: (level: 'regions' | 'provinces' | 'cities' | 'barangays', parent?: string) =>
    ['places', level, parent ?? null] as const,
};
