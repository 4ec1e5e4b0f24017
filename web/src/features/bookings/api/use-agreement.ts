import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgreementSignInput } from '@espasyo/domain/bookings/agreement';
import type { BookingAgreement } from '@espasyo/domain/contracts/bookings';
import { ErrorCode } from '@espasyo/domain/errors';
import { api, isApiError } from '@/lib/api-client';
import { bookingPath } from './use-booking';
import { bookingKeys } from './keys';

const agreementPath = (id: string) => `${bookingPath(id)}/agreement`;

/** GET /api/bookings/:id/agreement: the rental agreement, as signed once it is (for its client, host and staff). */
export const agreementQuery = (id: string) =>
  queryOptions({
    queryKey: bookingKeys.agreement(id),
    queryFn: ({ signal }) => api.get<BookingAgreement>(agreementPath(id), signal),
  });

export function useAgreement(id: string, enabled = true) {
  return useQuery({ ...agreementQuery(id), enabled });
}

/**
 * POST /api/bookings/:id/agreement: the client signs (a PNG drawing or the typed full name).
 * The signed agreement replaces the draft. Signed already (conflict, another tab) or no longer
 * awaiting payment (invalid_transition): the agreement and the booking are read again.
 */
export function useSignAgreement(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AgreementSignInput) => api.post<BookingAgreement>(agreementPath(id), input),
    onSuccess: (agreement) => client.setQueryData(bookingKeys.agreement(id), agreement),
    onError: (error) => {
      if (isApiError(error, ErrorCode.conflict)) void client.invalidateQueries({ queryKey: bookingKeys.agreement(id) });
      if (isApiError(error, ErrorCode.invalidTransition))
        void client.invalidateQueries({ queryKey: bookingKeys.one(id) });
    },
  });
}
