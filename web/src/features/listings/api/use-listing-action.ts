import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/** What the host does to a listing from the list; duplicate answers the new draft, the others the listing as it is now. */
export type HostListingAction = 'pause' | 'resume' | 'archive' | 'duplicate';

/**
 * POST /api/host/listings/:id/{pause|resume|archive|duplicate}. Afterwards every listing query
 * is refreshed: the host's list and calendars, and the public pages and searches the change
 * puts a listing into or takes it out of.
 */
export function useListingAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: HostListingAction }) =>
      api.post<HostListing>(`/api/host/listings/${encodeURIComponent(id)}/${action}`),
    onSuccess: (listing) => {
      client.setQueryData(listingKeys.hostListing(listing.id), listing);
      void client.invalidateQueries({ queryKey: listingKeys.all });
    },
  });
}
