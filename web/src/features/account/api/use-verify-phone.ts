import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';
import { useApplyUser } from './use-user-update';

/** POST /api/auth/phone/verify {code}. */
export function useVerifyPhone() {
  const applyUser = useApplyUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<unknown>('/api/auth/phone/verify', { code }),
    onSuccess: async (answer) => {
      await applyUser(answer);
      void queryClient.invalidateQueries({ queryKey: accountKeys.requirements });
    },
  });
}
