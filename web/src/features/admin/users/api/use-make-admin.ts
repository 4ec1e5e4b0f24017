import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserResult } from '@espasyo/domain/contracts/account';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

/** POST /api/admin/make-admin {email}: the promoted user. */
export function useMakeAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => (await api.post<UserResult>('/api/admin/make-admin', { email })).user,
    onSuccess: () => void client.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
