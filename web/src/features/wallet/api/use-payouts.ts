import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Payout, payoutsPageSchema } from '@espasyo/domain/contracts/money';
import type { PayoutRequest } from '@espasyo/domain/money/payouts';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export type PayoutsPage = z.infer<typeof payoutsPageSchema>;
export const PAYOUTS_PAGE_SIZE = 10;

/** GET /api/host/payouts?page=…: the host's payouts, newest first. */
export const payoutsQuery = (page: number) =>
  queryOptions({
    queryKey: walletKeys.payoutPage(page),
    queryFn: ({ signal }) =>
      api.get<PayoutsPage>(href('/api/host/payouts', { page, pageSize: PAYOUTS_PAGE_SIZE }), signal),
    placeholderData: keepPreviousData,
  });

export function usePayouts(page: number) {
  return useQuery(payoutsQuery(page));
}

/** POST /api/host/payouts {amount, payoutMethodId}: the payout, pending; the balances and lists change with it. */
export function useRequestPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutRequest) => api.post<Payout>('/api/host/payouts', body),
    onSettled: () => void client.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
