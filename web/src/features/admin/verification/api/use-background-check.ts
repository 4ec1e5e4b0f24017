import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVerification } from '@espasyo/domain/contracts/verification';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';
import { verificationRequestQuery } from './use-verification';

/** A host's background check recorded as passed (with its reference) or withdrawn (`reference` null). */
export type BackgroundCheckChange = { id: string; reference: string | null };

/** POST or DELETE /api/admin/verification/:id/background-check; the queue and the users list are refreshed. */
export function useBackgroundCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reference }: BackgroundCheckChange) => {
      const url = `/api/admin/verification/${encodeURIComponent(id)}/background-check`;
      return reference === null ? api.delete<AdminVerification>(url) : api.post<AdminVerification>(url, { reference });
    },
    onSuccess: (result) => {
      client.setQueryData(verificationRequestQuery(result.id).queryKey, result);
      void client.invalidateQueries({ queryKey: adminKeys.verification() });
      void client.invalidateQueries({ queryKey: adminKeys.users() });
    },
  });
}
