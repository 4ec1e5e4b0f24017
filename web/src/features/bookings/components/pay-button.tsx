import type { Booking } from '@espasyo/domain/contracts/bookings';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useCheckout } from '@/features/bookings/api/use-checkout';
import { TestModeBanner } from './test-mode-banner';
import { timeLeft, useNow } from './time-left';

/**
 * 'Pay' while the booking awaits payment, with the time left to pay: it opens the gateway's
 * checkout, which comes back to this page with the result.
 */
export function PayButton({ booking }: { booking: Booking }) {
  const checkout = useCheckout(booking.id);
  const now = useNow();
  const left = booking.dueAt ? timeLeft(booking.dueAt, now) : null;
  const leaving = checkout.isPending || checkout.isSuccess;
  return (
    <div className="space-y-3">
      {booking.dueAt && (
        <p className="text-sm text-ink-700">
          {left ? (
            <>
              <strong className="font-semibold text-ink-900">{left} left to pay</strong> (until{' '}
              {formatDateTime(booking.dueAt)}). Unpaid, the booking expires and the space goes back on sale.
            </>
          ) : (
            'The time to pay has run out.'
          )}
        </p>
      )}
      <Button size="lg" full loading={leaving} loadingText="Opening the checkout..." onClick={() => checkout.mutate()}>
        {bookingMessages.actionLabels.pay} {formatMoney(booking.total)}
      </Button>
      {checkout.data?.testMode && <TestModeBanner />}
      {checkout.isError && <Alert tone="danger">{errorMessage(checkout.error)}</Alert>}
    </div>
  );
}
