import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/** GET /api/host/listings/:id: one of the host's listings with everything entered, its photos and allowed actions. */
export const hostListingQuery = (id: string) =>
  queryOptions({
    queryKey: listingKeys.hostListing(id),
    queryFn: ({ signal }) => api.get<HostListing>(`/api/host/listings/${encodeURIComponent(id)}`, signal),
  });

export function useHostListing(id: string) {
  return useQuery(hostListingQuery(id));
}
