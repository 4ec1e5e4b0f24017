import type { Booking } from '@espasyo/domain/contracts/bookings';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useMessages } from '@/lib/i18n';

/**
 * A payment of the booking is under review (decision 0061): why it is not confirmed, that it
 * cannot be paid again meanwhile, and when the money goes back — in place of 'Pay'.
 */
export function PaymentUnderReview({ booking }: { booking: Pick<Booking, 'dueAt'> }) {
  const m = useMessages('booking').underReview;
  const lang = useLanguage();
  return (
    <Alert tone="warning" title={m.title}>
      {m.note({ deadline: booking.dueAt ? formatDateTime(booking.dueAt, lang) : '' })}
    </Alert>
  );
}
