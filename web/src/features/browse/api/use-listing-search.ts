import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListingSearchPage } from '@espasyo/domain/contracts/listings';
import { apiQuery } from '@/lib/api-query';

/** The parameters of GET /api/listings the page carries in its address (the server checks them). */
export const SEARCH_PARAMS = [
  'q',
  'lat',
  'lng',
  'type',
  'minPrice',
  'maxPrice',
  'priceUnit',
  'minArea',
  'maxArea',
  'features',
  'vehicle',
  'instantBook',
  'minRating',
  'from',
  'to',
  'units',
  'sort',
  'page',
] as const;
export type SearchParam = (typeof SEARCH_PARAMS)[number];

/** The search of an address's query string, in a fixed order and without empty values: one cache entry per search. */
export function searchOf(search: string | URLSearchParams): URLSearchParams {
  const given = new URLSearchParams(search);
  const out = new URLSearchParams();
  for (const key of SEARCH_PARAMS) {
    const value = given.get(key)?.trim();
    if (value) out.set(key, value);
  }
  return out;
}

/**
 * GET /api/listings: one page of live listings for a search. A refused search stays refused
 * when the page mounts: the server rendered its reason, and the browser starts from the same.
 */
export const listingSearchQuery = (search: string | URLSearchParams) => {
  const params = searchOf(search).toString();
  return {
    ...apiQuery<ListingSearchPage>(['listings', 'search', params], `/api/listings${params ? `?${params}` : ''}`),
    retryOnMount: false,
  };
};

/** Keeps the previous page's results on screen while the next loads. */
export function useListingSearch(search: string | URLSearchParams) {
  return useQuery({ ...listingSearchQuery(search), placeholderData: keepPreviousData });
}
