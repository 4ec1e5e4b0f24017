import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GateKeeperInviteView } from '@espasyo/domain/contracts/access-pass';
import { api } from '@/lib/api-client';
import { gateKeys } from './keys';

/** GET /api/gate-keepers/invites/:token: the invite as its receiver sees it (whether this account may accept it, else why not). */
const invitePath = (token: string) => `/api/gate-keepers/invites/${encodeURIComponent(token)}`;

export const inviteQuery = (token: string) =>
  queryOptions({
    queryKey: gateKeys.invite(token),
    queryFn: ({ signal }) => api.get<GateKeeperInviteView>(invitePath(token), signal),
  });

export function useInvite(token: string) {
  return useQuery(inviteQuery(token));
}

/** POST /api/gate-keepers/invites/:token/accept: the listing joins the gates this account may check. */
export function useAcceptInvite(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<GateKeeperInviteView>(`${invitePath(token)}/accept`, {}),
    onSuccess: (view) => {
      qc.setQueryData(gateKeys.invite(token), view);
      return qc.invalidateQueries({ queryKey: gateKeys.checkInListings });
    },
  });
}
