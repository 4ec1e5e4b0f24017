/** The query keys of listings (one object, so invalidations name them the same way). */
export const listingKeys = {
  all: ['listings'] as const,
  public: (id: string) => ['listings', 'public', id] as const,
};
