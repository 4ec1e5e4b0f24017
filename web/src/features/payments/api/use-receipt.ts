import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Receipt } from '@espasyo/domain/contracts/receipts';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

const receiptPath = (id: string) => `/api/me/payments/${encodeURIComponent(id)}/receipt`;

/** The receipt as a PDF: a plain link downloads it (the session cookie goes with it). */
export const receiptPdfUrl = (id: string) => `${receiptPath(id)}.pdf`;

/** GET /api/me/payments/:id/receipt: a paid payment's or a refund's acknowledgement receipt. */
export const receiptQuery = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.receipt(id),
    queryFn: ({ signal }) => api.get<Receipt>(receiptPath(id), signal),
  });

export function useReceipt(id: string) {
  return useQuery(receiptQuery(id));
}
