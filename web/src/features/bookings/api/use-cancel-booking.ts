import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, CancellationPreview } from '@espasyo/domain/contracts/bookings';
import { ErrorCode } from '@espasyo/domain/errors';
import { api, isApiError } from '@/lib/api-client';
import { paymentKeys } from '@/features/payments';
import { bookingPath } from './use-booking';
import { bookingKeys } from './keys';

/** GET /api/bookings/:id/cancellation: what cancelling now would give back, and the policy's terms in words. */
export const cancellationQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.cancellation(id),
    queryFn: ({ signal }) => api.get<CancellationPreview>(`${bookingPath(id)}/cancellation`, signal),
  });

/** The preview; `fresh` asks again each time it is shown (a refund shrinks as the start comes nearer). */
export function useCancellationPreview(id: string, enabled: boolean, fresh = false) {
  return useQuery({ ...cancellationQuery(id), enabled, ...(fresh && { staleTime: 0, refetchOnMount: 'always' }) });
}

/**
 * POST /api/bookings/:id/cancel with the client's optional reason; the lists, what hangs under the
 * booking (its payments and their refund) and the client's Payments are read again.
 */
export function useCancelBooking(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string | undefined) =>
      api.post<BookingDetail>(`${bookingPath(id)}/cancel`, reason ? { reason } : {}),
    onSuccess: (booking) => {
      client.setQueryData(bookingKeys.one(id), booking);
      void client.invalidateQueries({ queryKey: bookingKeys.one(id), predicate: (q) => q.queryKey.length > 3 });
      void client.invalidateQueries({ queryKey: bookingKeys.clientLists });
      void client.invalidateQueries({ queryKey: paymentKeys.all });
    },
    onError: (error) => {
      // It changed in the meantime (the host cancelled, a timer expired it): show it as it is now.
      if (isApiError(error, ErrorCode.invalidTransition))
        void client.invalidateQueries({ queryKey: bookingKeys.one(id) });
    },
  });
}
