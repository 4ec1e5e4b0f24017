import { useQuery } from '@tanstack/react-query';
import type { PublicListing } from '@espasyo/domain/contracts/listings';
import { apiQuery } from '@/lib/api-query';
import { listingKeys } from './keys';

/**
 * GET /api/listings/:id: a live listing as anyone may read it (its host and staff also see it in
 * review). A failed read stays failed when the page mounts: the server rendered 'not available'
 * from it, and the browser must start from the same (the page offers 'Try again' for other errors).
 */
export const publicListingQuery = (id: string) => ({
  ...apiQuery<PublicListing>(listingKeys.public(id), `/api/listings/${encodeURIComponent(id)}`),
  retryOnMount: false,
});

export function usePublicListing(id: string) {
  return useQuery(publicListingQuery(id));
}
