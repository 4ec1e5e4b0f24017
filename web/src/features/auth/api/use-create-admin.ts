import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAdminInput } from '@espasyo/domain/schemas/account';
import type { AuthResult } from '@espasyo/domain/contracts/auth';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { setupStatusQuery } from './use-setup-status';

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
