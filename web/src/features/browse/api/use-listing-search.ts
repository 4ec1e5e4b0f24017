import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListingSearchPage } from '@espasyo/domain/contracts/listings';
import { apiQuery } from '@/lib/api-query';
import { searchOf } from '../search-params';
import { browseKeys } from './keys';

/**
 * GET /api/listings: one page of live listings for a search. A refused search stays refused
 * when the page mounts: the server rendered its reason, and the browser starts from the same.
 */
export const listingSearchQuery = (search: string | URLSearchParams) => {
  const params = searchOf(search).toString();
  return {
    ...apiQuery<ListingSearchPage>(browseKeys.search(params), `/api/listings${params ? `?${params}` : ''}`),
    retryOnMount: false,
  };
};

/** Keeps the previous page's results on screen while the next loads. */
export function useListingSearch(search: string | URLSearchParams) {
  return useQuery({ ...listingSearchQuery(search), placeholderData: keepPreviousData });
}
