import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserMessageResult } from '@espasyo/domain/contracts/auth';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';
import { useApplyUser } from './use-user-update';

/** POST /api/auth/phone/verify {code}. */
export function useVerifyPhone() {
  const applyUser = useApplyUser();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<UserMessageResult>('/api/auth/phone/verify', { code }),
    onSuccess: (answer) => {
      applyUser(answer);
      void queryClient.invalidateQueries({ queryKey: accountKeys.requirements });
    },
  });
}
