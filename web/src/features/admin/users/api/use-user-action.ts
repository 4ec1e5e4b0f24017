import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserResult } from '@espasyo/domain/contracts/account';
import type { UserStatusAction } from '@espasyo/domain/schemas/admin';
import type { UserType } from '@espasyo/domain/roles';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';
import { userQuery } from './use-user';

export type UserAction =
  { kind: 'status'; action: UserStatusAction } | { kind: 'type'; type: UserType } | { kind: 'verify' };

function actionRequest(id: string, a: UserAction): Promise<UserResult> {
  const base = `/api/admin/users/${encodeURIComponent(id)}`;
  if (a.kind === 'status') return api.post(`${base}/${a.action}`);
  if (a.kind === 'type') return api.post(`${base}/type`, { type: a.type });
  return api.post(`${base}/verify`, { verified: true });
}

/** Suspend, disable, reactivate, change type or verify: the user as it is now. */
export function useUserAction(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (a: UserAction) => (await actionRequest(id, a)).user,
    onSuccess: (user) => {
      client.setQueryData(userQuery(user.id).queryKey, (old) => old && { ...old, user });
      void client.invalidateQueries({ queryKey: adminKeys.users() });
      void client.invalidateQueries({ queryKey: adminKeys.dashboard() });
    },
  });
}
