import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminPaymentDetail,
  AdminPaymentsPage,
  AdminRefundRequest,
  AdminRefundResult,
} from '@espasyo/domain/contracts/admin-payments';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export const ADMIN_PAYMENTS_PAGE_SIZE = 20;

/** Built on adminKeys, so clearing the admin area's cache reaches them. */
export const paymentKeys = {
  all: () => [...adminKeys.all, 'payments'] as const,
  lists: () => [...paymentKeys.all(), 'list'] as const,
  list: (query: string) => [...paymentKeys.lists(), query] as const,
  one: (id: string) => [...paymentKeys.all(), 'one', id] as const,
};

/** Staff's filters of every payment, as the address keeps them ('' for none). */
export interface PaymentFilters {
  q: string;
  status: string;
  method: string;
  gateway: string;
  from: string;
  to: string;
}

/** GET /api/admin/payments?q&status&method&gateway&from&to&page: a page of every payment, newest first. */
export const adminPaymentsQuery = (filters: PaymentFilters, page: number) => {
  const path = href('/api/admin/payments', {
    ...filters,
    q: filters.q.trim() || undefined,
    page,
    pageSize: ADMIN_PAYMENTS_PAGE_SIZE,
  });
  return queryOptions({
    queryKey: paymentKeys.list(path),
    queryFn: ({ signal }) => api.get<AdminPaymentsPage>(path, signal),
    placeholderData: keepPreviousData,
  });
};

export function useAdminPayments(filters: PaymentFilters, page: number) {
  return useQuery(adminPaymentsQuery(filters, page));
}

/** GET /api/admin/payments/:id: the payment with its booking, refunds, the gateway's events and its ledger lines. */
export const adminPaymentQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.one(id),
    queryFn: ({ signal }) => api.get<AdminPaymentDetail>(`/api/admin/payments/${encodeURIComponent(id)}`, signal),
  });

export function useAdminPayment(id: string) {
  return useQuery({ ...adminPaymentQuery(id), enabled: !!id });
}

/** POST /api/admin/payments/:id/refunds: the payment as it is after the refund (or after the first one its key made). */
export function useRefundPayment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRefundRequest) =>
      api.post<AdminRefundResult>(`/api/admin/payments/${encodeURIComponent(id)}/refunds`, body),
    onSuccess: (r) => client.setQueryData(paymentKeys.one(id), r.payment),
    onSettled: () => void client.invalidateQueries({ queryKey: paymentKeys.all() }),
  });
}
