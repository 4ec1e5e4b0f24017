import { Link } from 'react-router';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { tenancyMessages } from '@espasyo/domain/messages/tenancies';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { formatDateTime, formatMoney } from '@/lib/format';
import { timeLeft, useNow } from '@/features/bookings/shared/time-left';

/**
 * 'Pay' while the booking awaits payment, with the time left to pay: it opens the checkout
 * page (sign the rental agreement, then the gateway's checkout, which comes back here).
 */
export function PayButton({ booking }: { booking: Booking }) {
  const now = useNow();
  const left = booking.dueAt ? timeLeft(booking.dueAt, now) : null;
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
      <Link to={paths.client.bookingCheckout.getHref(booking.id)} className={buttonClasses('primary', 'lg', true)}>
        {(booking.kind === 'tenancy' ? tenancyMessages : bookingMessages).actionLabels.pay}{' '}
        {formatMoney(booking.total + booking.deposit)}
      </Link>
    </div>
  );
}
