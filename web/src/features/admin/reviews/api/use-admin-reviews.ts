import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminReview, adminReviewFilters, adminReviewsPageSchema } from '@espasyo/domain/contracts/reviews';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export type AdminReviewFilter = (typeof adminReviewFilters)[number];
export type AdminReviewsPage = z.infer<typeof adminReviewsPageSchema>;
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** GET /api/admin/reviews: reported (most reported first), recent or hidden reviews, a page at a time. */
export const adminReviewsQuery = (filter: AdminReviewFilter, page: number) =>
  queryOptions({
    queryKey: adminKeys.reviewList(filter, page),
    queryFn: ({ signal }) =>
      api.get<AdminReviewsPage>(
        `/api/admin/reviews?${new URLSearchParams({ filter, page: String(page), pageSize: String(ADMIN_REVIEWS_PAGE_SIZE) })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(filter: AdminReviewFilter, page: number) {
  return useQuery(adminReviewsQuery(filter, page));
}

/** POST /api/admin/reviews/:id/hide {reason} or /restore: the lists are read again (the review moves between filters). */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: { id: string; as: 'hide'; reason: string } | { id: string; as: 'restore' }) =>
      api.post<AdminReview>(
        `/api/admin/reviews/${encodeURIComponent(action.id)}/${action.as}`,
        action.as === 'hide' ? { reason: action.reason } : {},
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.reviews() }),
  });
}
