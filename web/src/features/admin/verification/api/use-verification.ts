import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminVerification } from '@espasyo/domain/contracts/verification';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

/** GET /api/admin/verification/:id: one request with its files and a summary of the user. */
export const verificationRequestQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.verificationRequest(id),
    queryFn: ({ signal }) => api.get<AdminVerification>(`/api/admin/verification/${encodeURIComponent(id)}`, signal),
  });

export function useVerification(id: string | null) {
  return useQuery({ ...verificationRequestQuery(id ?? ''), enabled: !!id });
}
