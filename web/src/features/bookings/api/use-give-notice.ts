import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, NoticeAnswer, NoticeRequest } from '@espasyo/domain/contracts/bookings';
import { ErrorCode } from '@espasyo/domain/errors';
import { api, isApiError } from '@/lib/api-client';
import { paymentKeys } from '@/features/payments';
import { bookingPath } from './use-booking';
import { bookingKeys } from './keys';

/**
 * POST /api/bookings/:id/notice (issue 32): a tenancy's end date (none: the earliest the notice
 * allows). The answer's booking is shown at once; its history, bills (the last one prorated, later
 * ones voided) and payments (a refund of days paid past the end) and the lists are read again.
 */
export function useGiveNotice(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeRequest) => api.post<NoticeAnswer>(`${bookingPath(id)}/notice`, body),
    onSuccess: ({ booking }) => {
      client.setQueryData<BookingDetail>(bookingKeys.one(id), (old) => (old ? { ...old, ...booking } : old));
      void client.invalidateQueries({ queryKey: bookingKeys.one(id) });
      void client.invalidateQueries({ queryKey: bookingKeys.clientLists });
      void client.invalidateQueries({ queryKey: bookingKeys.hostLists });
      void client.invalidateQueries({ queryKey: bookingKeys.adminLists });
      void client.invalidateQueries({ queryKey: paymentKeys.all });
    },
    onError: (error) => {
      // It changed meanwhile (the other side gave notice, it ended): show it as it is now.
      if (isApiError(error, ErrorCode.invalidTransition, ErrorCode.tenancyAlreadyEnding))
        void client.invalidateQueries({ queryKey: bookingKeys.one(id) });
    },
  });
}
