import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { checkoutWasTestMode } from '@/features/bookings/api/use-checkout';
import { bookingKeys } from '@/features/bookings/api/keys';
import { paymentOutcome } from './payment-return';
import { TestModeBanner } from '@/features/bookings/shared/test-mode-banner';

/** Back from the gateway's checkout: paid, failed (try again), or still processing. */
export function PaymentResult({
  booking,
  param,
  waiting,
  onCheckAgain,
}: {
  booking: Booking;
  param: string | null;
  waiting: boolean;
  onCheckAgain: () => void;
}) {
  const outcome = paymentOutcome(param, booking);
  const client = useQueryClient();
  useEffect(() => {
    if (outcome === 'paid') void client.invalidateQueries({ queryKey: bookingKeys.clientLists });
    if (outcome === 'bill') void client.invalidateQueries({ queryKey: bookingKeys.bills(booking.id) });
  }, [outcome, client, booking.id]);
  if (!outcome) return null;
  return (
    <div className="space-y-3">
      {checkoutWasTestMode(booking.id) && <TestModeBanner />}
      {outcome === 'paid' && (
        <Alert tone="success" title="Payment received">
          Your booking is confirmed. The address and how to get in are below.
        </Alert>
      )}
      {outcome === 'bill' && (
        <Alert tone="info" title="Back from the checkout">
          The bill shows Paid below once the payment provider confirms it. You do not need to pay again.
        </Alert>
      )}
      {outcome === 'failed' && (
        <Alert tone="danger" title="The payment did not go through">
          The payment was not completed. Try again with Pay below, with the same or another method.
        </Alert>
      )}
      {outcome === 'closed' && (
        <Alert tone="warning" title="This booking is no longer waiting for payment">
          If a payment went through after it closed, it is refunded in full automatically.
        </Alert>
      )}
      {outcome === 'processing' &&
        (waiting ? (
          <Alert tone="info" title="Checking your payment...">
            The payment provider is confirming it. This takes a few seconds; keep this page open.
          </Alert>
        ) : (
          <Alert tone="warning" title="Your payment is still processing">
            <p>The provider has not confirmed it yet. Check again in a minute; you do not need to pay again.</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={onCheckAgain}>
              Check again
            </Button>
          </Alert>
        ))}
    </div>
  );
}
