import type { Booking } from '@espasyo/domain/contracts/bookings';
import { paymentMessages } from '@espasyo/domain/messages/payments';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/format';

const m = paymentMessages.underReview;

/**
 * A payment of the booking is under review (decision 0061): why it is not confirmed, that it
 * cannot be paid again meanwhile, and when the money goes back — in place of 'Pay'.
 */
export function PaymentUnderReview({ booking }: { booking: Pick<Booking, 'dueAt'> }) {
  return (
    <Alert tone="warning" title={m.title}>
      {m.note(booking.dueAt ? formatDateTime(booking.dueAt) : '')}
    </Alert>
  );
}
