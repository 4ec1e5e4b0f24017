import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingPayments } from '@espasyo/domain/contracts/payments';
import { api } from '@/lib/api-client';
import { bookingPath } from './use-booking';
import { bookingKeys } from './keys';

/** GET /api/bookings/:id/payments: the booking's payments and refunds (staff also see the gateway's fee and flags). */
export const bookingPaymentsQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.payments(id),
    queryFn: ({ signal }) => api.get<BookingPayments>(`${bookingPath(id)}/payments`, signal),
  });

export function useBookingPayments(id: string) {
  return useQuery(bookingPaymentsQuery(id));
}
