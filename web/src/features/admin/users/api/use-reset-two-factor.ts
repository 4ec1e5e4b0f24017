import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResult } from '@espasyo/domain/contracts/common';
import { api } from '@/lib/api-client';
import { userQuery } from './use-user';

/** POST /api/admin/users/:id/2fa/reset: the user's two-factor off, their sessions ended, an email to them. */
export function useResetTwoFactor(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MessageResult>(`/api/admin/users/${encodeURIComponent(id)}/2fa/reset`),
    onSuccess: () => void client.invalidateQueries({ queryKey: userQuery(id).queryKey }),
  });
}
