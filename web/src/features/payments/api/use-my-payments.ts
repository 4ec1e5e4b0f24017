import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPaymentsPage } from '@espasyo/domain/contracts/receipts';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** A page of the client's payments and refunds. */
export const PAYMENTS_PAGE_SIZE = 20;

/** GET /api/me/payments?page=…: one page of the signed-in client's payments and refunds, newest first. */
export const myPaymentsQuery = (page: number) =>
  queryOptions({
    queryKey: paymentKeys.list(page),
    queryFn: ({ signal }) =>
      api.get<MyPaymentsPage>(href('/api/me/payments', { page, pageSize: PAYMENTS_PAGE_SIZE }), signal),
    placeholderData: keepPreviousData,
  });

export function useMyPayments(page: number) {
  return useQuery(myPaymentsQuery(page));
}
