import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokeOthersResult } from '@espasyo/domain/contracts/account';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** POST /api/me/sessions/revoke-others: every session but this one is signed out. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<RevokeOthersResult>('/api/me/sessions/revoke-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
