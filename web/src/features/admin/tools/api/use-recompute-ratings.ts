import { useMutation } from '@tanstack/react-query';
import type { RecomputeRatingsResult } from '@espasyo/domain/contracts/reviews';
import { api } from '@/lib/api-client';

export const RECOMPUTE_RATINGS_PATH = '/api/admin/reviews/recompute';

/** POST /api/admin/reviews/recompute: every listing's and user's rating counted again from the visible reviews. */
export function useRecomputeRatings() {
  return useMutation({
    mutationFn: () => api.post<RecomputeRatingsResult>(RECOMPUTE_RATINGS_PATH),
  });
}
