import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail } from '@espasyo/domain/contracts/bookings';
import type { BookingForceMajeure } from '@espasyo/domain/contracts/force-majeure';
import { ErrorCode } from '@espasyo/domain/errors';
import { api, isApiError } from '@/lib/api-client';
import { paymentKeys } from '@/features/payments';
import { bookingPath } from './use-booking';
import { bookingKeys } from './keys';

/** GET /api/bookings/:id/force-majeure: the declared event covering it (null: none) and the refund now. */
export const forceMajeureQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.forceMajeure(id),
    queryFn: ({ signal }) => api.get<BookingForceMajeure>(`${bookingPath(id)}/force-majeure`, signal),
  });

export const useBookingForceMajeure = (id: string, enabled = true) => useQuery({ ...forceMajeureQuery(id), enabled });

/** POST /api/bookings/:id/force-majeure/cancel: cancelled (a tenancy ended), the covered days refunded. */
export function useCancelForceMajeure(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<BookingDetail>(`${bookingPath(id)}/force-majeure/cancel`),
    onSuccess: (booking) => {
      client.setQueryData(bookingKeys.one(id), booking);
      void client.invalidateQueries({ queryKey: bookingKeys.one(id), predicate: (q) => q.queryKey.length > 3 });
      void client.invalidateQueries({ queryKey: bookingKeys.clientLists });
      void client.invalidateQueries({ queryKey: bookingKeys.hostLists });
      void client.invalidateQueries({ queryKey: paymentKeys.all });
    },
    onError: (error) => {
      if (isApiError(error, ErrorCode.invalidTransition))
        void client.invalidateQueries({ queryKey: bookingKeys.one(id) });
    },
  });
}
