import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UsersPage } from '@espasyo/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export interface UsersFilters {
  q: string;
  type: string;
  status: string;
}

export const USERS_PAGE_SIZE = 20;

/** GET /api/admin/users: one page of the search, newest accounts first. */
export const usersQuery = (filters: UsersFilters, page: number) => {
  const q = new URLSearchParams({ page: String(page), pageSize: String(USERS_PAGE_SIZE) });
  if (filters.q.trim()) q.set('q', filters.q.trim());
  if (filters.type) q.set('type', filters.type);
  if (filters.status) q.set('status', filters.status);
  return queryOptions({
    queryKey: adminKeys.userList(q.toString()),
    queryFn: ({ signal }) => api.get<UsersPage>(`/api/admin/users?${q}`, signal),
    placeholderData: keepPreviousData,
  });
};

export function useUsers(filters: UsersFilters, page: number) {
  return useQuery(usersQuery(filters, page));
}
