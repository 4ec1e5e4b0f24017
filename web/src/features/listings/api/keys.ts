/** The query keys of listings (one object, so invalidations name them the same way). */
export const listingKeys = {
  all: ['listings'] as const,
  public: (id: string) => ['listings', 'public', id] as const,
  /**
   * A price for one stay, keyed by its request path (dates, units, hours); under the listing's
   * public key, so a change to its prices or its calendar (a block) prices the stay again.
   */
  quote: (id: string, path: string) => ['listings', 'public', id, 'quote', path] as const,
  /** The host's own listings: every key under it is refreshed when one of them changes. */
  host: ['listings', 'host'] as const,
  hostListing: (id: string) => ['listings', 'host', 'one', id] as const,
  /** A page of the host's list (`query`: its status, page and page size). */
  hostList: (query: string) => ['listings', 'host', 'list', query] as const,
  /** A month of one listing's calendar (under the listing, so a change to the listing refreshes it). */
  availability: (id: string, month: string) => ['listings', 'host', 'one', id, 'availability', month] as const,
  /** A live listing's free units per day of a month (under its public key, so refreshing the listing refreshes it). */
  publicAvailability: (id: string, month: string) => ['listings', 'public', id, 'availability', month] as const,
  /** The address picker's PSGC lists: fixed for a release of the app. */
};
