import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HostListing } from '@espasyo/domain/contracts/listings';
import type { ListingCreateInput, ListingDraftInput } from '@espasyo/domain/listings/schema';
import { api } from '@/lib/api-client';
import { markInstallEarned } from '@/features/install';
import { listingKeys } from './keys';

const url = (id: string) => `/api/host/listings/${encodeURIComponent(id)}`;

/** The listing as the server answered: the form starts from it, every list of the host's listings reloads. */
export function applyHostListing(client: QueryClient, listing: HostListing) {
  client.setQueryData(listingKeys.hostListing(listing.id), listing);
  void client.invalidateQueries({ queryKey: listingKeys.host, predicate: (q) => q.queryKey[2] !== 'one' });
  void client.invalidateQueries({ queryKey: listingKeys.public(listing.id) });
}

/** POST /api/host/listings: a new draft from its type (the form's first step). */
export function useCreateListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ListingCreateInput) => api.post<HostListing>('/api/host/listings', input),
    onSuccess: (listing) => applyHostListing(client, listing),
  });
}

/** PATCH /api/host/listings/:id: the fields of a step, saved as they are (null clears one). */
export function useSaveListing(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ListingDraftInput) => api.patch<HostListing>(url(id), patch),
    onSuccess: (listing) => applyHostListing(client, listing),
  });
}

/**
 * POST /api/host/listings/:id/submit: to the review queue (complete, a photo, a verified host). A
 * listing submitted is the moment the app may offer to be installed (decision 0094).
 */
export function useSubmitListing(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<HostListing>(`${url(id)}/submit`),
    onSuccess: (listing) => {
      applyHostListing(client, listing);
      markInstallEarned('listing');
    },
  });
}
