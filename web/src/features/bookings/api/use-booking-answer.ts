import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail } from '@espasyo/domain/contracts/bookings';
import { ErrorCode } from '@espasyo/domain/errors';
import { api, isApiError } from '@/lib/api-client';
import { bookingPath } from './use-booking';
import { bookingKeys } from './keys';

/** What the host or staff do to a booking: accept or decline a request, cancel. */
export type BookingAnswer = 'accept' | 'decline' | 'cancel';

/**
 * POST /api/bookings/:id/accept|decline|cancel with the reason (needed from a host or staff to
 * decline or cancel: the server refuses without one, on `reason`). The booking is shown as it
 * answered; the host's and staff's lists, the dashboard and the booking's refund, agreement and
 * payments are read again. Changed in the meantime (invalid_transition): read again as it is now.
 */
export function useBookingAnswer(id: string, action: BookingAnswer) {
  const client = useQueryClient();
  const refreshLists = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: bookingKeys.hostLists }),
      client.invalidateQueries({ queryKey: bookingKeys.adminLists }),
    ]);
  return useMutation({
    mutationFn: (reason?: string) => api.post<BookingDetail>(`${bookingPath(id)}/${action}`, reason ? { reason } : {}),
    onSuccess: (booking) => {
      client.setQueryData(bookingKeys.one(id), booking);
      // What hangs under the booking (its refund preview, agreement, payments), not the booking itself.
      void client.invalidateQueries({ queryKey: bookingKeys.one(id), predicate: (q) => q.queryKey.length > 3 });
      void refreshLists();
    },
    onError: (error) => {
      if (isApiError(error, ErrorCode.invalidTransition, ErrorCode.notFound)) {
        void client.invalidateQueries({ queryKey: bookingKeys.one(id) });
        void refreshLists();
      }
    },
  });
}
