import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { checkoutWasTestMode } from '@/features/bookings/api/use-checkout';
import { bookingKeys } from '@/features/bookings/api/keys';
import { paymentOutcome } from './payment-return';
import { TestModeBanner } from '@/features/bookings/shared/test-mode-banner';
import { useMessages } from '@/lib/i18n';

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
  const m = useMessages('booking').result;
  useEffect(() => {
    if (outcome === 'paid') void client.invalidateQueries({ queryKey: bookingKeys.clientLists });
    if (outcome === 'bill') void client.invalidateQueries({ queryKey: bookingKeys.bills(booking.id) });
  }, [outcome, client, booking.id]);
  if (!outcome) return null;
  return (
    <div className="space-y-3">
      {checkoutWasTestMode(booking.id) && <TestModeBanner />}
      {outcome === 'paid' && (
        <Alert tone="success" title={m.paidTitle}>
          {m.paid}
        </Alert>
      )}
      {outcome === 'bill' && (
        <Alert tone="info" title={m.billTitle}>
          {m.bill}
        </Alert>
      )}
      {outcome === 'failed' && (
        <Alert tone="danger" title={m.failedTitle}>
          {m.failed}
        </Alert>
      )}
      {outcome === 'closed' && (
        <Alert tone="warning" title={m.closedTitle}>
          {m.closed}
        </Alert>
      )}
      {outcome === 'processing' &&
        (waiting ? (
          <Alert tone="info" title={m.checkingTitle}>
            {m.checking}
          </Alert>
        ) : (
          <Alert tone="warning" title={m.processingTitle}>
            <p>{m.processing}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={onCheckAgain}>
              {m.checkAgain}
            </Button>
          </Alert>
        ))}
    </div>
  );
}
