import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GateKeeper, GateKeeperInvite, gateKeepersSchema } from '@espasyo/domain/contracts/access-pass';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { gateKeys } from './keys';

export type GateKeepers = z.infer<typeof gateKeepersSchema>;
const keepersPath = (listingId: string) => `/api/host/listings/${encodeURIComponent(listingId)}/gate-keepers`;

/** GET /api/host/listings/:id/gate-keepers (the listing's host). */
export const gateKeepersQuery = (listingId: string) =>
  queryOptions({
    queryKey: gateKeys.keepers(listingId),
    queryFn: ({ signal }) => api.get<GateKeepers>(keepersPath(listingId), signal),
  });

export function useGateKeepers(listingId: string) {
  return useQuery(gateKeepersQuery(listingId));
}

export function useInviteGateKeeper(listingId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: GateKeeperInvite) => api.post<GateKeeper>(keepersPath(listingId), body),
    onSuccess: () => qc.invalidateQueries({ queryKey: gateKeys.keepers(listingId) }),
  });
}

export function useRemoveGateKeeper(listingId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (keeperId: string) => api.delete<unknown>(`${keepersPath(listingId)}/${encodeURIComponent(keeperId)}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: gateKeys.keepers(listingId) }),
  });
}
