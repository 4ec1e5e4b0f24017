import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBillsPage, BillVoidRequest } from '@espasyo/domain/contracts/admin-bills';
import type { Bill } from '@espasyo/domain/contracts/bookings';
import { href } from '@espasyo/domain/paths';
import type { BillStatus } from '@espasyo/domain/tenancies/process';
import { api } from '@/lib/api-client';
import { bookingKeys } from '@/features/bookings';

export const ADMIN_BILLS_PAGE_SIZE = 20;

/** GET /api/admin/bills?status&page: tenancies' bills in a status ('' any), the longest overdue first. */
export const adminBillsQuery = (status: BillStatus | '', page: number) => {
  const url = href('/api/admin/bills', { status: status || undefined, page, pageSize: ADMIN_BILLS_PAGE_SIZE });
  return queryOptions({
    queryKey: bookingKeys.adminBills(url),
    queryFn: ({ signal }) => api.get<AdminBillsPage>(url, signal),
    placeholderData: keepPreviousData,
  });
};

export function useAdminBills(status: BillStatus | '', page: number) {
  return useQuery(adminBillsQuery(status, page));
}

/**
 * POST /api/admin/bills/:id/void { reason }: an admin voids an unpaid bill of booking `bookingId`
 * (audited, both sides told); the booking, its bills and staff's lists are read again.
 */
export function useVoidBill(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ billId, ...body }: BillVoidRequest & { billId: string }) =>
      api.post<Bill>(`/api/admin/bills/${encodeURIComponent(billId)}/void`, body),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: bookingKeys.one(bookingId) });
      void client.invalidateQueries({ queryKey: bookingKeys.adminLists });
    },
  });
}
