import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checkout, CheckoutRequest } from '@espasyo/domain/contracts/payments';
import { ErrorCode } from '@espasyo/domain/errors';
import { api, isApiError } from '@/lib/api-client';
import { bookingPath } from './use-booking';
import { bookingKeys } from './keys';

/** Leaving the app for the gateway's page (an object, so a test can watch it). */
export const browser = {
  assign: (url: string) => window.location.assign(url),
};

const testModeKey = (id: string) => `espasyo.checkout.${id}.testMode`;

/** Whether the last checkout opened for this booking in this tab was the sandbox (the result page says so too). */
export function checkoutWasTestMode(id: string): boolean {
  try {
    return window.sessionStorage.getItem(testModeKey(id)) === '1';
  } catch {
    return false;
  }
}

/** Only the web's own kinds of address: an http(s) page, never a script. */
const isPageUrl = (url: string) => ['http:', 'https:'].includes(new URL(url, window.location.href).protocol);

/**
 * Off to a checkout of booking `id`'s (its own, or a tenancy's bill's: issue 32) on the gateway's
 * page, remembering whether it is the sandbox, which the page says again on the way back.
 */
export function openCheckout(id: string, checkout: Checkout) {
  try {
    window.sessionStorage.setItem(testModeKey(id), checkout.testMode ? '1' : '0');
  } catch {
    // private mode without storage: the result page just does not repeat "Test mode"
  }
  if (isPageUrl(checkout.checkoutUrl)) browser.assign(checkout.checkoutUrl);
}

/**
 * POST /api/bookings/:id/checkout (the contract's Checkout: the gateway's hosted page, when it
 * closes, whether it is the sandbox), then off to the gateway's page (asking again gives the same
 * open checkout). A tenancy's may ask the gateway to keep the card (`saveCard`). The time to pay ran out (payment_expired), or a payment of it is under review
 * (payment_under_review, from another tab or a late webhook): the booking is read again.
 */
export function useCheckout(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CheckoutRequest | void) => api.post<Checkout>(`${bookingPath(id)}/checkout`, request ?? {}),
    onSuccess: (checkout) => openCheckout(id, checkout),
    onError: (error) => {
      if (isApiError(error, ErrorCode.paymentExpired, ErrorCode.paymentUnderReview, ErrorCode.invalidTransition))
        void client.invalidateQueries({ queryKey: bookingKeys.one(id) });
    },
  });
}
