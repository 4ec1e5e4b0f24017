import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingsSummary } from '@espasyo/domain/contracts/bookings';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

/** GET /api/admin/bookings/summary: bookings by status, and this month's payments and platform revenue. */
export const bookingsSummaryQuery = () =>
  queryOptions({
    queryKey: adminKeys.bookingsSummary(),
    queryFn: ({ signal }) => api.get<AdminBookingsSummary>('/api/admin/bookings/summary', signal),
    staleTime: 60_000,
  });

export function useBookingsSummary() {
  return useQuery(bookingsSummaryQuery());
}
