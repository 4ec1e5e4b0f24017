import { Link } from 'react-router';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useBookingWords } from '@/features/bookings/shared/booking-words';
import { useNow } from '@/features/bookings/shared/time-left';

/**
 * 'Pay' while the booking awaits payment, with the time left to pay: it opens the checkout
 * page (sign the rental agreement, then the gateway's checkout, which comes back here).
 */
export function PayButton({ booking }: { booking: Booking }) {
  const now = useNow();
  const words = useBookingWords();
  const lang = useLanguage();
  const m = words.m.pay;
  const left = booking.dueAt ? words.timeLeft(booking.dueAt, now) : null;
  const label = booking.kind === 'tenancy' ? words.m.actions.payFirstMonth : words.m.actions.pay;
  return (
    <div className="space-y-3">
      {booking.dueAt && (
        <p className="text-sm text-ink-700">
          {left ? (
            <>
              <strong className="font-semibold text-ink-900">{m.left({ left })}</strong>{' '}
              {m.until({ when: formatDateTime(booking.dueAt, lang) })}
            </>
          ) : (
            m.runOut
          )}
        </p>
      )}
      <Link to={paths.client.bookingCheckout.getHref(booking.id)} className={buttonClasses('primary', 'lg', true)}>
        {m.button({ label, amount: formatMoney(booking.total + booking.deposit) })}
      </Link>
    </div>
  );
}
