import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@espasyo/domain/schemas/account';
import type { MessageResult } from '@espasyo/domain/contracts/common';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** POST /api/me/password. The server signs out the other sessions, so the list is re-read. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api.post<MessageResult>('/api/me/password', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
