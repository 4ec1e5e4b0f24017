import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gateKeys } from './keys';

/**
 * GET /api/gate-keepers/invites/:token: the invite as its receiver sees it. The contract names no
 * schema for it yet (domain/src/contracts/access-pass.ts): the page reads only the listing's title
 * and who invited, and shows the page without them if they are missing.
 */
export interface GateKeeperInviteView {
  listing?: { id: string; title: string };
  host?: { name: string };
  invitedBy?: { name: string };
  status?: string;
}

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
    mutationFn: () => api.post<unknown>(`${invitePath(token)}/accept`, {}),
    onSuccess: () => qc.invalidateQueries({ queryKey: gateKeys.checkInListings }),
  });
}
