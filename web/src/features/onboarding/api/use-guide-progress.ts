import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Guide } from '@espasyo/domain/schemas/account';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

interface Progress {
  completed: string[];
}

export const progressKey = (guide: Guide, userId: string | undefined) => ['me', 'progress', guide, userId] as const;

/** GET /api/me/progress/:guide: the step ids this user has marked done. */
export function useGuideProgress(guide: Guide) {
  const { user } = useAuth();
  return useQuery({
    queryKey: progressKey(guide, user?.id),
    queryFn: async ({ signal }) => {
      const answer = await api.get<Progress>(`/api/me/progress/${guide}`, signal);
      return { completed: Array.isArray(answer?.completed) ? answer.completed : [] };
    },
    enabled: !!user,
  });
}

/**
 * PUT /api/me/progress/:guide with the whole list. The screen updates at once (optimistic);
 * if the server refuses, the previous list comes back and the caller shows why.
 */
export function useSaveGuideProgress(guide: Guide) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = progressKey(guide, user?.id);
  return useMutation({
    mutationFn: (completed: string[]) => api.put<Progress>(`/api/me/progress/${guide}`, { completed }),
    onMutate: async (completed) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Progress>(key);
      queryClient.setQueryData<Progress>(key, { completed });
      return { previous };
    },
    onError: (_e, _v, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
