import { useQuery } from '@tanstack/react-query';
import type { BookingPayments } from '@espasyo/domain/contracts/payments';
import { api } from '@/lib/api-client';
import { bookingPath } from './use-booking';
import { bookingKeys } from './keys';

/**
 * True when payments for the booking run through the sandbox gateway (GET
 * /api/bookings/:id/payments' `testMode`), so the checkout page says "Test mode" before the client
 * leaves for it. Only a hint for the banner: while it is unknown (loading, or the call failed)
 * the page says nothing, and the checkout's own answer (`testMode`) says it again.
 */
export function usePaymentTestMode(id: string, enabled = true): boolean {
  const query = useQuery({
    queryKey: bookingKeys.payments(id),
    queryFn: ({ signal }) => api.get<BookingPayments>(`${bookingPath(id)}/payments`, signal),
    enabled,
    retry: false,
  });
  return query.data?.testMode === true;
}
