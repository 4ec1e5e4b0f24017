import type { Booking } from '@espasyo/domain/contracts/bookings';
import { fixedPeriodOf, readBookingPeriod } from '@/lib/booking-dates';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

/**
 * Where a booking stands and what happens next, in a sentence for its host (`host`) or for
 * staff (`admin`), who read about the host in the third person, in the interface's language
 * (issue 34): `const note = useSideNote()`, then `note(booking, 'host')`. A tenancy (issue 32)
 * has no end until notice sets one.
 */
export function useSideNote(): (b: Booking, viewer: 'host' | 'admin') => string {
  const m = useMessages('hostBookings').note;
  const c = useMessages('booking').note;
  const f = useFormat();
  return (b, viewer) => {
    const fixed = fixedPeriodOf(b);
    const { start, end } = fixed
      ? readBookingPeriod(fixed, f.lang)
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
