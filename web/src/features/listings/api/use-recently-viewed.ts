import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentlyViewed } from '@espasyo/domain/contracts/listings';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/** GET /api/me/recently-viewed: the live listings the client opened last, latest first. */
export const recentlyViewedQuery = () =>
  queryOptions({
    queryKey: [...listingKeys.all, 'recently-viewed'] as const,
    queryFn: ({ signal }) => api.get<RecentlyViewed>('/api/me/recently-viewed', signal),
  });

export function useRecentlyViewed() {
  return useQuery(recentlyViewedQuery());
}
