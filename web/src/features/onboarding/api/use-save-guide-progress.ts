import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuideProgress } from '@espasyo/domain/contracts/account';
import type { Guide } from '@espasyo/domain/schemas/account';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { guideProgressQuery } from './use-guide-progress';

/**
 * PUT /api/me/progress/:guide with the whole list. The screen updates at once (optimistic);
 * if the server refuses, the previous list comes back and the caller shows why.
 */
export function useSaveGuideProgress(guide: Guide) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = guideProgressQuery(guide, user?.id).queryKey;
  return useMutation({
    mutationFn: (completed: string[]) => api.put<GuideProgress>(`/api/me/progress/${guide}`, { completed }),
    onMutate: async (completed) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, { guide, completed, updatedAt: previous?.updatedAt ?? null });
      return { previous };
    },
    onError: (_e, _v, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
