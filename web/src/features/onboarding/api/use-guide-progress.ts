import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GuideProgress } from '@espasyo/domain/contracts/account';
import type { Guide } from '@espasyo/domain/schemas/account';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export const progressKey = (guide: Guide, userId: string | undefined) => ['me', 'progress', guide, userId] as const;

/** GET /api/me/progress/:guide: the step ids this user has marked done. */
export const guideProgressQuery = (guide: Guide, userId: string | undefined) =>
  queryOptions({
    queryKey: progressKey(guide, userId),
    queryFn: ({ signal }) => api.get<GuideProgress>(`/api/me/progress/${guide}`, signal),
    enabled: !!userId,
  });

export function useGuideProgress(guide: Guide) {
  const { user } = useAuth();
  return useQuery(guideProgressQuery(guide, user?.id));
}
