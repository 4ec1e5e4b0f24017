import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutMethodView } from '@espasyo/domain/contracts/money';
import type { PayoutMethodData } from '@espasyo/domain/money/payouts';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

const methodPath = (id: string) => `/api/host/payout-methods/${encodeURIComponent(id)}`;

/** GET /api/host/payout-methods: the host's payout methods, numbers masked. */
export const payoutMethodsQuery = () =>
  queryOptions({
    queryKey: walletKeys.methods,
    queryFn: async ({ signal }) =>
      (await api.get<{ items: PayoutMethodView[] }>('/api/host/payout-methods', signal)).items,
  });

export function usePayoutMethods() {
  return useQuery(payoutMethodsQuery());
}

/** A change of methods changes what the wallet may pay out to: methods, wallet and payouts are read again. */
function useInvalidateWallet() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: walletKeys.all });
}

/** POST /api/host/payout-methods: a sensitive change, so `password` when the server asks for it (reauth_required). */
export function useAddPayoutMethod() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: (body: PayoutMethodData & { password?: string }) =>
      api.post<PayoutMethodView>('/api/host/payout-methods', body),
    onSuccess: invalidate,
  });
}

/** POST /api/host/payout-methods/:id/default: a sensitive change too, so `password` when asked. */
export function useMakeDefaultMethod() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password?: string }) =>
      api.post<PayoutMethodView>(`${methodPath(id)}/default`, password ? { password } : {}),
    onSuccess: invalidate,
  });
}

/** DELETE /api/host/payout-methods/:id. */
export function useRemoveMethod() {
  const invalidate = useInvalidateWallet();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(methodPath(id)),
    onSuccess: invalidate,
  });
}
