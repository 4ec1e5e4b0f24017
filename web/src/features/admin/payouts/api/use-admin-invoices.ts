import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminInvoicesPage, IssueInvoicesBody, IssueInvoicesResult } from '@espasyo/domain/contracts/invoices';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export const ADMIN_INVOICES_PAGE_SIZE = 10;

export const invoiceKeys = {
  all: () => [...adminKeys.all, 'invoices'] as const,
  page: (page: number) => [...invoiceKeys.all(), page] as const,
};

/** GET /api/admin/invoices?page=: the fee invoices and credit memos issued to hosts, newest first. */
export const adminInvoicesQuery = (page: number) =>
  queryOptions({
    queryKey: invoiceKeys.page(page),
    queryFn: ({ signal }) =>
      api.get<AdminInvoicesPage>(href('/api/admin/invoices', { page, pageSize: ADMIN_INVOICES_PAGE_SIZE }), signal),
    placeholderData: keepPreviousData,
  });

export function useAdminInvoices(page: number) {
  return useQuery(adminInvoicesQuery(page));
}

export const adminInvoicePdfUrl = (id: string) => `/api/admin/invoices/${encodeURIComponent(id)}.pdf`;

/** POST /api/admin/invoices/issue {month}: what was issued now (nothing twice). */
export function useIssueInvoices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueInvoicesBody) => api.post<IssueInvoicesResult>('/api/admin/invoices/issue', body),
    onSettled: () => void client.invalidateQueries({ queryKey: invoiceKeys.all() }),
  });
}
