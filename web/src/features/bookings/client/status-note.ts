import type { Booking } from '@espasyo/domain/contracts/bookings';
import { paymentMessages } from '@espasyo/domain/messages/payments';
import { formatDate, formatDateTime, readBookingPeriod } from '@/lib/format';

const who = { client: 'you', host: 'the host', admin: 'staff', system: 'the platform' } as const;

/** Where the booking stands and what happens next, in a sentence for its client. */
export function statusNote(b: Booking): string {
  const { start, end } = readBookingPeriod(b);
  switch (b.status) {
    case 'pending':
      return `Your request is with the host${b.dueAt ? `, who has until ${formatDateTime(b.dueAt)} to answer` : ''}. You pay only once they accept.`;
    case 'awaiting_payment':
      return b.paymentUnderReview
        ? `${paymentMessages.underReview.title}: the booking is not confirmed.`
        : 'Pay to confirm the booking. The address and how to get in show here once it is paid.';
    case 'confirmed':
      return `Paid and confirmed. It starts on ${start}.`;
    case 'active':
      return `In use until ${end}.`;
    case 'completed':
      return `Ended on ${end}.`;
    case 'declined':
      return 'The host declined this request. Nothing was charged.';
    case 'expired':
      return b.acceptedAt || b.mode === 'instant'
        ? 'It was not paid in time, so it expired and the space went back on sale.'
        : 'The host did not answer in time, so the request expired. Nothing was charged.';
    case 'cancelled':
      return `Cancelled by ${b.cancelledBy ? who[b.cancelledBy] : 'the platform'}${b.cancelledAt ? ` on ${formatDate(b.cancelledAt)}` : ''}.`;
  }
}
