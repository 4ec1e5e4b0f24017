/** The query keys of the search pages (one object, so invalidations name them the same way). */
export const browseKeys = {
  all: ['listings'] as const,
  search: (params: string) => ['listings', 'search', params] as const,
  mapTiles: () => ['settings', 'map'] as const,
};
