import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkout } from '@espasyo/domain/contracts/payments';
import { ErrorCode } from '@espasyo/domain/errors';
import { api, isApiError } from '@/lib/api-client';
import { bookingKeys } from './keys';
import { openCheckout } from './use-checkout';

/**
 * A tenancy's bill paid (issue 32): POST the bill's `pay.checkout` for its checkout, then off to
 * the gateway's page as a booking's checkout goes (use-checkout.ts). A bill no longer payable
 * (paid meanwhile, voided, a payment under review) reads the bills and the booking again.
 */
export function usePayBill(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (checkoutPath: string) => api.post<Checkout>(checkoutPath),
    onSuccess: (checkout) => openCheckout(bookingId, checkout),
    onError: (error) => {
      if (isApiError(error, ErrorCode.invalidTransition, ErrorCode.paymentUnderReview, ErrorCode.paymentExpired))
        void client.invalidateQueries({ queryKey: bookingKeys.one(bookingId) });
    },
  });
}
