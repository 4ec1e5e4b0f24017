import type { Booking } from '@espasyo/domain/contracts/bookings';
import { paymentMessages } from '@espasyo/domain/messages/payments';
import { tenancyMessages } from '@espasyo/domain/messages/tenancies';
import { formatDate, formatDateTime } from '@/lib/format';
import { fixedPeriodOf, readBookingPeriod } from '@/lib/booking-dates';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

/**
 * Where a booking stands and what happens next, in a sentence for its host (`host`) or for
 * staff (`admin`), who read about the host in the third person. A tenancy (issue 32) has no end
 * until notice sets one.
 */
export function sideNote(b: Booking, viewer: 'host' | 'admin'): string {
  const host = viewer === 'host' ? 'you' : 'the host';
  const Host = viewer === 'host' ? 'You' : 'The host';
  const fixed = fixedPeriodOf(b);
  const { start, end } = fixed
    ? readBookingPeriod(fixed)
    : { start: formatDate(b.startDate), end: b.endDate && formatDate(b.endDate) };
  const by = { client: 'the client', host, admin: 'staff', system: 'the platform' } as const;
  switch (b.status) {
    case 'pending':
      return `${Host} ${viewer === 'host' ? 'have' : 'has'}${b.dueAt ? ` until ${formatDateTime(b.dueAt)}` : ''} to answer. Accepted, the client has 24 hours to pay${fixed ? '' : ' the first month'}; unanswered, the request expires.`;
    case 'awaiting_payment':
      if (b.paymentUnderReview) return paymentMessages.underReview.hostNote;
      return `Accepted. Waiting for the client to pay${fixed ? '' : ' the first month'}${b.dueAt ? ` by ${formatDateTime(b.dueAt)}` : ''}; unpaid, it expires and the units are free again.`;
    case 'confirmed':
      return fixed
        ? `Paid and confirmed. The client moves in on ${start}.`
        : `Paid and confirmed. The client moves in on ${start}; it is billed each month until either side gives notice.`;
    case 'active':
      return end ? `In use until ${end}.` : 'In use month to month, until either side gives notice.';
    case 'notice_given':
      return end ? tenancyMessages.notice.given(end) : 'Notice given.';
    case 'completed':
    case 'ended':
      return end ? `Ended on ${end}.` : 'Ended.';
    case 'declined':
      return 'The request was declined. Nothing was charged.';
    case 'expired':
      return b.acceptedAt || b.mode === 'instant'
        ? 'The client did not pay in time, so it expired and the units went back on sale.'
        : 'The request was not answered in time, so it expired. Nothing was charged.';
    case 'cancelled':
      return `Cancelled by ${b.cancelledBy ? by[b.cancelledBy] : 'the platform'}${b.cancelledAt ? ` on ${formatDate(b.cancelledAt)}` : ''}.`;
  }
}

/**
 * The same sentence in the interface's language (issue 34): `const note = useSideNote()`, then
 * `note(booking, 'host')`. (`sideNote` above stays English for staff's page until it moves.)
 */
export function useSideNote(): (b: Booking, viewer: 'host' | 'admin') => string {
  const m = useMessages('hostBookings').note;
  const c = useMessages('booking').note;
  const f = useFormat();
  return (b, viewer) => {
    const fixed = fixedPeriodOf(b);
    const { start, end } = fixed
      ? readBookingPeriod(fixed)
      : { start: f.date(b.startDate), end: b.endDate && f.date(b.endDate) };
    const tenancy = fixed ? 'no' : 'yes';
    switch (b.status) {
      case 'pending':
        return b.dueAt ? m.pendingDue({ viewer, due: f.dateTime(b.dueAt), tenancy }) : m.pending({ viewer, tenancy });
      case 'awaiting_payment':
        if (b.paymentUnderReview) return m.underReview;
        return b.dueAt ? m.awaitingPaymentDue({ tenancy, due: f.dateTime(b.dueAt) }) : m.awaitingPayment({ tenancy });
      case 'confirmed':
        return fixed ? m.confirmed({ start }) : m.confirmedTenancy({ start });
      case 'active':
        return end ? c.activeUntil({ end }) : m.activeMonthly;
      case 'notice_given':
        return end ? c.noticeGiven({ end }) : c.noticeGivenNoEnd;
      case 'completed':
      case 'ended':
        return end ? c.ended({ end }) : c.endedNoDate;
      case 'declined':
        return m.declined;
      case 'expired':
        return b.acceptedAt || b.mode === 'instant' ? m.expiredUnpaid : m.expiredUnanswered;
      case 'cancelled': {
        const who = b.cancelledBy ?? 'system';
        return b.cancelledAt
          ? m.cancelledOn({ who, viewer, date: f.date(b.cancelledAt) })
          : m.cancelled({ who, viewer });
      }
    }
  };
}
