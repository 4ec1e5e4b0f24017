import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkout } from '@espasyo/domain/contracts/payments';
import { ErrorCode } from '@espasyo/domain/errors';
import { api, isApiError } from '@/lib/api-client';
import { bookingKeys } from './keys';
import { openCheckout } from './use-checkout';

/** Which bill's checkout, and whether the gateway keeps the card for the next bills. */
export interface PayBill {
  checkout: string;
  saveCard: boolean;
}

/**
 * A tenancy's bill paid (issue 32): POST the bill's `pay.checkout` for its checkout, then off to
 * the gateway's page as a booking's checkout goes (use-checkout.ts). A bill no longer payable
 * (paid meanwhile, voided, a payment under review, its saved card being charged) reads the bills
 * and the booking again.
 */
export function usePayBill(bookingId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ checkout, saveCard }: PayBill) => api.post<Checkout>(checkout, saveCard ? { saveCard: true } : {}),
    onSuccess: (checkout) => openCheckout(bookingId, checkout),
    onError: (error) => {
      if (
        isApiError(
          error,
          ErrorCode.invalidTransition,
          ErrorCode.paymentUnderReview,
          ErrorCode.paymentExpired,
          ErrorCode.autopayCharging,
        )
      )
        void client.invalidateQueries({ queryKey: bookingKeys.one(bookingId) });
    },
  });
}
