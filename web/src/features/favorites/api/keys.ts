/** Query keys of the client's favourites. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  list: (page: number) => ['favorites', 'list', page] as const,
  one: (listingId: string) => ['favorites', 'one', listingId] as const,
};
