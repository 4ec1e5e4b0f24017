import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoicesPage, WithholdingSummary } from '@espasyo/domain/contracts/invoices';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { walletKeys } from './keys';

export const INVOICES_PAGE_SIZE = 10;

/** GET /api/host/invoices?page=…: the platform's fee invoices and credit memos to the host, newest first. */
export const invoicesQuery = (page: number) =>
  queryOptions({
    queryKey: walletKeys.invoicePage(page),
    queryFn: ({ signal }) =>
      api.get<InvoicesPage>(href('/api/host/invoices', { page, pageSize: INVOICES_PAGE_SIZE }), signal),
    placeholderData: keepPreviousData,
  });

export function useInvoices(page: number) {
  return useQuery(invoicesQuery(page));
}

/** The PDF of one document (a download: the browser sends the session cookie). */
export const invoicePdfUrl = (id: string) => `/api/host/invoices/${encodeURIComponent(id)}.pdf`;

/** GET /api/host/withholding?year=…: the tax withheld from the host's payouts, per quarter. */
export const withholdingQuery = (year: number) =>
  queryOptions({
    queryKey: walletKeys.withholding(year),
    queryFn: ({ signal }) => api.get<WithholdingSummary>(href('/api/host/withholding', { year }), signal),
    placeholderData: keepPreviousData,
  });

export function useWithholding(year: number) {
  return useQuery(withholdingQuery(year));
}
