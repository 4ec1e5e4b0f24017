import { useQuery } from '@tanstack/react-query';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import { apiQuery } from '@/lib/api-query';
import { listingKeys } from './keys';

/** GET /api/host/listings/:id: one of the host's listings with its photos and the actions open to them. */
export const hostListingQuery = (id: string) =>
  apiQuery<HostListing>(listingKeys.hostListing(id), `/api/host/listings/${encodeURIComponent(id)}`);

export function useHostListing(id: string) {
  return useQuery(hostListingQuery(id));
}
