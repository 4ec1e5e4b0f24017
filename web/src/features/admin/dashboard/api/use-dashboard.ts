import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@espasyo/domain/contracts/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

/** GET /api/admin/dashboard: the server fills in the 30 days of sign-ups, zeros included. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: ({ signal }) => api.get<Dashboard>('/api/admin/dashboard', signal),
    staleTime: 60_000,
  });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
