import type { Booking } from '@espasyo/domain/contracts/bookings';
import { BookingTerms } from './booking-terms';
import { CancelBooking } from './cancel-booking';
import { GiveNotice } from '@/features/bookings/shared/give-notice';
import { useBills } from '@/features/bookings/api/use-bills';
import { PayButton } from '@/features/bookings/checkout/pay-button';
import { PaymentUnderReview } from '@/features/bookings/checkout/payment-under-review';
import { useMessages } from '@/lib/i18n';

/**
 * What the client may do now: exactly the booking's `actions` (the process table decides), so
 * 'Pay' while it awaits payment (or why not, while a payment of it is under review), 'Cancel
 * booking' while it can be cancelled and a running tenancy's 'Give notice' (issue 32); then the terms.
 */
export function BookingActions({ booking }: { booking: Booking }) {
  const can = (a: Booking['actions'][number]) => booking.actions.includes(a);
  const bills = useBills(booking.id, booking.kind === 'tenancy');
  const m = useMessages('booking').detail;
  return (
    <section
      aria-label={m.whatYouCanDo}
      className="space-y-4 rounded-card border border-ink-200 bg-white p-5 shadow-card"
    >
      {can('pay') && <PayButton booking={booking} />}
      {booking.paymentUnderReview && <PaymentUnderReview booking={booking} />}
      {can('cancel') && <CancelBooking booking={booking} />}
      {can('give_notice') && <GiveNotice booking={booking} viewer="client" bills={bills.data?.items} />}
      <BookingTerms booking={booking} />
    </section>
  );
}
