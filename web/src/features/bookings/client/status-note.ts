import type { Booking } from '@espasyo/domain/contracts/bookings';
import { paymentMessages } from '@espasyo/domain/messages/payments';
import { tenancyMessages as t } from '@espasyo/domain/messages/tenancies';
import { formatDate, formatDateTime } from '@/lib/format';
import { fixedPeriodOf, readBookingPeriod } from '@/lib/booking-dates';

const who = { client: 'you', host: 'the host', admin: 'staff', system: 'the platform' } as const;

/** Where the booking stands and what happens next, in a sentence for its client. */
export function statusNote(b: Booking): string {
  const fixed = fixedPeriodOf(b);
  const { start, end } = fixed
    ? readBookingPeriod(fixed)
    : { start: formatDate(b.startDate), end: b.endDate && formatDate(b.endDate) };
  const tenancy = !fixed;
  switch (b.status) {
    case 'pending':
      return `Your request is with the host${b.dueAt ? `, who has until ${formatDateTime(b.dueAt)} to answer` : ''}. You pay ${tenancy ? 'the first month ' : ''}only once they accept.`;
    case 'awaiting_payment':
      return b.paymentUnderReview
        ? `${paymentMessages.underReview.title}: the booking is not confirmed.`
        : `Pay ${tenancy ? 'the first month ' : ''}to confirm the booking. The address and how to get in show here once it is paid.`;
    case 'confirmed':
      return tenancy
        ? `Paid and confirmed. It starts on ${start} and is billed each month until you or the host give notice.`
        : `Paid and confirmed. It starts on ${start}.`;
    case 'active':
      if (end) return `In use until ${end}.`;
      return `In use month to month. ${b.tenancy ? `${t.noticePeriod(b.tenancy.noticePeriodDays)}.` : ''}`.trim();
    case 'notice_given':
      return end ? t.notice.given(end) : 'Notice given.';
    case 'completed':
    case 'ended':
      return end ? `Ended on ${end}.` : 'Ended.';
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
