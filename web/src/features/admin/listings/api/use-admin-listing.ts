import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminListing } from '@espasyo/domain/contracts/listings';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

/** GET /api/admin/listings/:id: everything the host entered, its photos and its host. */
export const adminListingQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.listing(id),
    queryFn: ({ signal }) => api.get<AdminListing>(`/api/admin/listings/${encodeURIComponent(id)}`, signal),
  });

export function useAdminListing(id: string | null) {
  return useQuery({ ...adminListingQuery(id ?? ''), enabled: !!id });
}
