import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminPayout, adminPayoutsPageSchema } from '@espasyo/domain/contracts/money';
import type { PayoutStatus } from '@espasyo/domain/money/payouts';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export type AdminPayoutsPage = z.infer<typeof adminPayoutsPageSchema>;
export const ADMIN_PAYOUTS_PAGE_SIZE = 20;

/** Built on adminKeys, so clearing the admin area's cache reaches them. */
export const payoutKeys = {
  all: () => [...adminKeys.all, 'payouts'] as const,
  list: (query: string) => [...payoutKeys.all(), 'list', query] as const,
};

export interface PayoutFilters {
  /** A status, or null for every status. */
  status: PayoutStatus | null;
  q: string;
}

/** GET /api/admin/payouts?status=&q=&page=: one page of the queue. */
export const adminPayoutsQuery = (filters: PayoutFilters, page: number) => {
  const path = href('/api/admin/payouts', {
    status: filters.status ?? undefined,
    q: filters.q.trim() || undefined,
    page,
    pageSize: ADMIN_PAYOUTS_PAGE_SIZE,
  });
  return queryOptions({
    queryKey: payoutKeys.list(path),
    queryFn: ({ signal }) => api.get<AdminPayoutsPage>(path, signal),
    placeholderData: keepPreviousData,
  });
};

export function useAdminPayouts(filters: PayoutFilters, page: number) {
  return useQuery(adminPayoutsQuery(filters, page));
}

export type PayoutDecision =
  { id: string; as: 'processed'; reference: string } | { id: string; as: 'failed'; reason: string };

/** POST /api/admin/payouts/:id/processed {reference} or /failed {reason}: the payout as it is now. */
export function usePayoutDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (d: PayoutDecision) =>
      api.post<AdminPayout>(
        `/api/admin/payouts/${encodeURIComponent(d.id)}/${d.as}`,
        d.as === 'processed' ? { reference: d.reference } : { reason: d.reason },
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: payoutKeys.all() }),
  });
}

/** The pending payouts as a CSV for the bank's bulk upload. */
export const PENDING_CSV_PATH = '/api/admin/payouts.csv?status=pending';
