import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdjustmentRequest, hostBalancesSchema } from '@espasyo/domain/contracts/money';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export type HostBalances = z.infer<typeof hostBalancesSchema>;

const hostPath = (id: string) => `/api/admin/hosts/${encodeURIComponent(id)}`;

/** GET /api/admin/hosts/:id/balances: a host's five balances in centavos (404 for anyone else). */
export const hostBalancesQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.hostBalances(id),
    queryFn: ({ signal }) => api.get<HostBalances>(`${hostPath(id)}/balances`, signal),
  });

export function useHostBalances(id: string) {
  return useQuery(hostBalancesQuery(id));
}

/** POST /api/admin/hosts/:id/adjustments {amount, reason}: the host's balances after the correction. */
export function useAdjustBalance(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdjustmentRequest) => api.post<HostBalances>(`${hostPath(id)}/adjustments`, body),
    onSuccess: (balances) => {
      client.setQueryData(adminKeys.hostBalances(id), balances);
      void client.invalidateQueries({ queryKey: adminKeys.hostBalances(id) });
    },
  });
}
