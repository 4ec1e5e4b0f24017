import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingGroup, BookingsPage, HostBookingsSummary } from '@espasyo/domain/contracts/bookings';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';
import { BOOKINGS_PAGE_SIZE } from './use-bookings';

/** GET /api/host/bookings?group=…&page=…: one page of the signed-in host's bookings in a group. */
export const hostBookingsQuery = (group: BookingGroup, page: number) =>
  queryOptions({
    queryKey: bookingKeys.hostList(group, page),
    queryFn: ({ signal }) =>
      api.get<BookingsPage>(href('/api/host/bookings', { group, page, pageSize: BOOKINGS_PAGE_SIZE }), signal),
    placeholderData: keepPreviousData,
  });

export function useHostBookings(group: BookingGroup, page: number) {
  return useQuery(hostBookingsQuery(group, page));
}

/** GET /api/host/bookings/summary: the host dashboard's figures, of the host's own bookings. */
export const hostSummaryQuery = () =>
  queryOptions({
    queryKey: bookingKeys.hostSummary,
    queryFn: ({ signal }) => api.get<HostBookingsSummary>('/api/host/bookings/summary', signal),
  });

export function useHostSummary() {
  return useQuery(hostSummaryQuery());
}
