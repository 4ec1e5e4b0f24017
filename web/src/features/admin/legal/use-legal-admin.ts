import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLegal } from '@espasyo/domain/contracts/consents';
import type { LegalKind } from '@espasyo/domain/consents/kinds';
import type { LegalVersionForm } from '@espasyo/domain/consents/legal';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

/** Built on adminKeys, so clearing the admin area's cache reaches them. */
export const legalAdminKeys = { all: () => [...adminKeys.all, 'legal'] as const };

/** GET /api/admin/legal: every version of each legal text, with how many people agree to it now. */
export const legalAdminQuery = () =>
  queryOptions({
    queryKey: legalAdminKeys.all(),
    queryFn: ({ signal }) => api.get<AdminLegal>('/api/admin/legal', signal),
  });

export const useLegalAdmin = () => useQuery(legalAdminQuery());

/** POST /api/admin/legal/{kind}/versions: published (audited); the answer is the whole page's data. */
export function usePublishLegal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, form }: { kind: LegalKind; form: LegalVersionForm }) =>
      api.post<AdminLegal>(`/api/admin/legal/${kind}/versions`, form),
    onSuccess: (data) => client.setQueryData(legalAdminKeys.all(), data),
    // The public pages' versions change too.
    onSettled: () => void client.invalidateQueries({ queryKey: ['legal'] }),
  });
}
