import type { Booking } from '@espasyo/domain/contracts/bookings';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { nextBillOf, useBills } from '@/features/bookings/api/use-bills';

/**
 * A tenancy's line under its status (issue 32): 'Monthly since Tue, 1 Dec 2026 · next bill ₱2,500
 * due Fri, 1 Jan 2027', with '· ends …' once notice is given; the next bill once the bills are read.
 * In the interface's language (the domain's tenancyLine, which emails use, in words of 'tenancy').
 */
export function TenancyLine({ booking }: { booking: Booking }) {
  const bills = useBills(booking.id);
  const m = useMessages('tenancy').line;
  const f = useFormat();
  const next = booking.status === 'ended' ? null : nextBillOf(bills.data?.items);
  const ended = booking.status === 'ended' || booking.status === 'completed';
  const running = booking.status === 'active' || booking.status === 'notice_given';
  const parts =
    ended && booking.endDate
      ? [m.ended({ from: f.date(booking.startDate), to: f.date(booking.endDate) })]
      : [
          running ? m.since({ day: f.date(booking.startDate) }) : m.startsOn({ day: f.date(booking.startDate) }),
          next && m.nextBill({ amount: f.money(next.amount), day: f.date(next.dueOn) }),
          booking.endDate && m.endsOn({ day: f.date(booking.endDate) }),
        ];
  return <p className="text-base font-semibold text-ink-900">{parts.filter(Boolean).join(' · ')}</p>;
}
