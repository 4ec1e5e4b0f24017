/** The query keys of listings (one object, so invalidations name them the same way). */
export const listingKeys = {
  all: ['listings'] as const,
  public: (id: string) => ['listings', 'public', id] as const,
  /** A price for one stay, keyed by its request path (dates, units, hours). */
  quote: (id: string, path: string) => ['listings', 'quote', id, path] as const,
  /** A live listing's free units per day of a month (under its public key, so refreshing the listing refreshes it). */
  publicAvailability: (id: string, month: string) => ['listings', 'public', id, 'availability', month] as const,
  /** Everything of the signed-in host's own listings: the list, each listing, each calendar. */
  host: () => ['listings', 'host'] as const,
  hostList: (query: string) => ['listings', 'host', 'list', query] as const,
  hostListing: (id: string) => ['listings', 'host', 'listing', id] as const,
  /** A month of one listing's calendar (under the listing, so a change to the listing refreshes it). */
  availability: (id: string, month: string) => ['listings', 'host', 'listing', id, 'availability', month] as const,
};
