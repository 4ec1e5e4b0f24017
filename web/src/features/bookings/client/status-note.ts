import type { Booking } from '@espasyo/domain/contracts/bookings';
import { useMessages } from '@/lib/i18n';
import { fixedPeriodOf, readBookingPeriod } from '@/lib/booking-dates';
import { useFormat } from '@/lib/use-format';

/** Where the booking stands and what happens next, in a sentence for its client, in the interface's language. */
export function useStatusNote(): (b: Booking) => string {
  const m = useMessages('booking').note;
  const f = useFormat();
  return (b) => {
    const fixed = fixedPeriodOf(b);
    const { start, end } = fixed
      ? readBookingPeriod(fixed, f.lang)
      : { start: f.date(b.startDate), end: b.endDate && f.date(b.endDate) };
    const tenancy = fixed ? 'no' : 'yes';
    switch (b.status) {
      case 'pending':
        return b.dueAt ? m.pendingDue({ due: f.dateTime(b.dueAt), tenancy }) : m.pending({ tenancy });
      case 'awaiting_payment':
        return b.paymentUnderReview ? m.underReview : m.awaitingPayment({ tenancy });
      case 'confirmed':
        return fixed ? m.confirmed({ start }) : m.confirmedTenancy({ start });
      case 'active':
        if (end) return m.activeUntil({ end });
        return b.tenancy
          ? m.activeMonthlyNotice({ notice: m.noticePeriod({ count: b.tenancy.noticePeriodDays }) })
          : m.activeMonthly;
      case 'notice_given':
        return end ? m.noticeGiven({ end }) : m.noticeGivenNoEnd;
      case 'completed':
      case 'ended':
        return end ? m.ended({ end }) : m.endedNoDate;
      case 'declined':
        return m.declined;
      case 'expired':
        return b.acceptedAt || b.mode === 'instant' ? m.expiredUnpaid : m.expiredUnanswered;
      case 'cancelled': {
        const who = b.cancelledBy ?? 'system';
        return b.cancelledAt ? m.cancelledOn({ who, date: f.date(b.cancelledAt) }) : m.cancelled({ who });
      }
    }
  };
}
