import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingGroup, BookingsPage } from '@espasyo/domain/contracts/bookings';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** A page of the client's or the host's bookings. */
export const BOOKINGS_PAGE_SIZE = 20;

/** GET /api/bookings?group=…&page=…: one page of the signed-in client's bookings in a group. */
export const clientBookingsQuery = (group: BookingGroup, page: number) =>
  queryOptions({
    queryKey: bookingKeys.clientList(group, page),
    queryFn: ({ signal }) =>
      api.get<BookingsPage>(href('/api/bookings', { group, page, pageSize: BOOKINGS_PAGE_SIZE }), signal),
    placeholderData: keepPreviousData,
  });

export function useClientBookings(group: BookingGroup, page: number) {
  return useQuery(clientBookingsQuery(group, page));
}

/** GET /api/bookings?group=all&pageSize=1: how many bookings the client has made, in any status (its total). */
export const clientBookingsCountQuery = () =>
  queryOptions({
    queryKey: bookingKeys.clientCount,
    queryFn: async ({ signal }) =>
      (await api.get<BookingsPage>(href('/api/bookings', { group: 'all', page: 1, pageSize: 1 }), signal)).total,
  });
