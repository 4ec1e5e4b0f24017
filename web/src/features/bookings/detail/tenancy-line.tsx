import type { Booking } from '@espasyo/domain/contracts/bookings';
import { formatTenancyLine } from '@/lib/booking-dates';
import { nextBillOf, useBills } from '@/features/bookings/api/use-bills';

/**
 * A tenancy's line under its status (issue 32): 'Monthly since Tue, 1 Dec 2026 · next bill ₱2,500
 * due Fri, 1 Jan 2027', with '· ends …' once notice is given; the next bill once the bills are read.
 */
export function TenancyLine({ booking }: { booking: Booking }) {
  const bills = useBills(booking.id);
  const next = booking.status === 'ended' ? null : nextBillOf(bills.data?.items);
  return (
    <p className="text-base font-semibold text-ink-900">
      {formatTenancyLine(booking, next && { amount: next.amount, dueOn: next.dueOn })}
    </p>
  );
}
