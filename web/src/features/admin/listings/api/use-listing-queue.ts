import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminListingsPage } from '@espasyo/domain/contracts/listings';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export const LISTINGS_PAGE_SIZE = 20;
export type ListingQueueStatus = 'pending_review' | 'active' | 'paused' | 'rejected' | 'all';

/** GET /api/admin/listings: the review queue (oldest first), or listings of another status, searched by `q`. */
export const listingQueueQuery = (status: ListingQueueStatus, q: string, page: number) => {
  const params = new URLSearchParams({ status, page: String(page), pageSize: String(LISTINGS_PAGE_SIZE) });
  if (q.trim()) params.set('q', q.trim());
  return queryOptions({
    queryKey: adminKeys.listingQueue(params.toString()),
    queryFn: ({ signal }) => api.get<AdminListingsPage>(`/api/admin/listings?${params}`, signal),
    placeholderData: keepPreviousData,
  });
};

export function useListingQueue(status: ListingQueueStatus, q: string, page: number) {
  return useQuery(listingQueueQuery(status, q, page));
}
