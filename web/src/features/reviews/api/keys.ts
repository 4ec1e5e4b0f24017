/** The query keys of reviews (one object, so an invalidation names the same key the query uses). */
export const reviewKeys = {
  all: ['reviews'] as const,
  /** GET /api/me/reviews: the viewer's reviews to write, written and received. */
  mine: ['reviews', 'me'] as const,
  /** Every page of one listing's reviews. */
  listing: (listingId: string) => ['reviews', 'listing', listingId] as const,
  listingPage: (listingId: string, page: number) => ['reviews', 'listing', listingId, page] as const,
};
