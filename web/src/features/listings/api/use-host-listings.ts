import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HostListingsPage } from '@espasyo/domain/contracts/listings';
import type { ListingStatus } from '@espasyo/domain/listings/status';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

export const HOST_LISTINGS_PAGE_SIZE = 20;

/** A status, every status ('all'), or none: every status but archived (the server's default). */
export type HostListingsFilter = ListingStatus | 'all' | null;

/** GET /api/host/listings: one page of the host's own listings, newest first. */
export const hostListingsQuery = (status: HostListingsFilter, page: number) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(HOST_LISTINGS_PAGE_SIZE) });
  if (status) params.set('status', status);
  return queryOptions({
    queryKey: listingKeys.hostList(params.toString()),
    queryFn: ({ signal }) => api.get<HostListingsPage>(`/api/host/listings?${params}`, signal),
    placeholderData: keepPreviousData,
  });
};

export function useHostListings(status: HostListingsFilter, page: number) {
  return useQuery(hostListingsQuery(status, page));
}
