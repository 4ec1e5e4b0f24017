import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@espasyo/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

/** GET /api/admin/users/:id: the user and their sign-in state. */
export type UserDetailData = AdminUserDetail;

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: ({ signal }) => api.get<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`, signal),
  });

export function useUser(id: string | null) {
  return useQuery({ ...userQuery(id ?? ''), enabled: !!id });
}
