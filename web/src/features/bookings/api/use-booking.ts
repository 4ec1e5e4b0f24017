import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDetail } from '@espasyo/domain/contracts/bookings';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

export const bookingPath = (id: string) => `/api/bookings/${encodeURIComponent(id)}`;

/** GET /api/bookings/:id: the booking with its timeline and the actions the viewer may take now. */
export const bookingQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.one(id),
    queryFn: ({ signal }) => api.get<BookingDetail>(bookingPath(id), signal),
  });

/**
 * The booking; `pollMs` asks again at that interval while it returns a number (a payment that
 * the gateway has not confirmed yet), and stops when it returns false.
 */
export function useBooking(id: string, pollMs?: (booking: BookingDetail | undefined) => number | false) {
  return useQuery({ ...bookingQuery(id), refetchInterval: pollMs ? (q) => pollMs(q.state.data) : false });
}
