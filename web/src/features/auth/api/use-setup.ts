import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAdminInput } from '@espasyo/domain';
import type { AuthResult, SetupStatus } from '@espasyo/domain/contracts/auth';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

const setupStatusKey = ['setup', 'status'] as const;

/** GET /api/setup/status: whether an administrator exists yet. */
export const setupStatusQuery = () =>
  queryOptions({
    queryKey: setupStatusKey,
    queryFn: ({ signal }) => api.get<SetupStatus>('/api/setup/status', signal),
  });

export function useSetupStatus() {
  return useQuery(setupStatusQuery());
}

/** First-run set-up: the new administrator is signed in at once. */
export function useCreateAdmin() {
  const queryClient = useQueryClient();
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: (input: CreateAdminInput) => api.post<AuthResult>('/api/setup/create-admin', input),
    onSuccess: (res) => {
      queryClient.setQueryData(setupStatusQuery().queryKey, { adminExists: true });
      setUser(res.user);
    },
  });
}
