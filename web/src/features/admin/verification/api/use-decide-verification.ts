import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVerification } from '@espasyo/domain/contracts/verification';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';
import { verificationRequestQuery } from './use-verification';

export type Decision = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string };

/** Approve or reject; the queue, the dashboard's queue size and the users list are refreshed. */
export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Decision) =>
      input.decision === 'approve'
        ? api.post<AdminVerification>(`/api/admin/verification/${encodeURIComponent(input.id)}/approve`)
        : api.post<AdminVerification>(`/api/admin/verification/${encodeURIComponent(input.id)}/reject`, {
            reason: input.reason,
          }),
    onSuccess: (result) => {
      client.setQueryData(verificationRequestQuery(result.id).queryKey, result);
      void client.invalidateQueries({ queryKey: adminKeys.verification() });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
      void client.invalidateQueries({ queryKey: adminKeys.users() });
    },
  });
}
