import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bill, Bills } from '@espasyo/domain/contracts/bookings';
import { api } from '@/lib/api-client';
import { bookingPath } from './use-booking';
import { bookingKeys } from './keys';

/** GET /api/bookings/:id/bills: a tenancy's bills, oldest first (issue 32). */
export const billsQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.bills(id),
    queryFn: ({ signal }) => api.get<Bills>(`${bookingPath(id)}/bills`, signal),
  });

/** The bills of booking `id`, asked only for a tenancy (`enabled`): a booking by the day or hour has none. */
export function useBills(id: string, enabled = true) {
  return useQuery({ ...billsQuery(id), enabled });
}

/** The bill to pay next: the oldest one not paid or void (the tenancy's line says it). */
export const nextBillOf = (bills: readonly Bill[] | undefined): Bill | null =>
  bills?.find((b) => b.status === 'open' || b.status === 'overdue' || b.status === 'upcoming') ?? null;

/** The due date of the oldest bill still unpaid, if one is past due (a host's short notice for non-payment). */
export const oldestUnpaidDueOn = (bills: readonly Bill[] | undefined): string | null =>
  bills?.find((b) => b.status === 'open' || b.status === 'overdue')?.dueOn ?? null;
