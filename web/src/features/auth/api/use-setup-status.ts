import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetupStatus } from '@espasyo/domain/contracts/auth';
import { api } from '@/lib/api-client';
import { authKeys } from './keys';

/** GET /api/setup/status: whether an administrator exists yet. */
export const setupStatusQuery = () =>
  queryOptions({
    queryKey: authKeys.setupStatus,
    queryFn: ({ signal }) => api.get<SetupStatus>('/api/setup/status', signal),
  });

export function useSetupStatus() {
  return useQuery(setupStatusQuery());
}
