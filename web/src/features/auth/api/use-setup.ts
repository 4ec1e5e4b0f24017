import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateAdminInput } from '@espasyo/domain';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import type { AuthResult } from './use-sign-in';

export function useSetupStatus() {
  return useQuery({
    queryKey: ['setup', 'status'],
    queryFn: ({ signal }) => api.get<{ adminExists: boolean }>('/api/setup/status', signal),
  });
}

/** First-run set-up. If the server also signs the new admin in, the session is picked up. */
export function useCreateAdmin() {
  const queryClient = useQueryClient();
  const { setUser, refresh } = useAuth();
  return useMutation({
    mutationFn: (input: CreateAdminInput) => api.post<Partial<AuthResult>>('/api/setup/create-admin', input),
    onSuccess: async (res) => {
      queryClient.setQueryData(['setup', 'status'], { adminExists: true });
      if (res?.user) setUser(res.user);
      else await refresh();
    },
  });
}
