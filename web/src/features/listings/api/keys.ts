/** The query keys of listings (one object, so invalidations name them the same way). */
export const listingKeys = {
  all: ['listings'] as const,
  public: (id: string) => ['listings', 'public', id] as const,
  /** A price for one stay, keyed by its request path (dates, units, hours). */
  quote: (id: string, path: string) => ['listings', 'quote', id, path] as const,
};
