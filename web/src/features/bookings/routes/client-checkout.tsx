import { useParams } from 'react-router';
import { LoadError } from '@/components/load-error';
import { useMessages } from '@/lib/i18n';
import { useAgreement } from '@/features/bookings/api/use-agreement';
import { useBooking } from '@/features/bookings/api/use-booking';
import { usePaymentTestMode } from '@/features/bookings/api/use-payment-mode';
import { BookingLoadError, BookingSkeleton } from '@/features/bookings/shared/booking-load-error';
import { CheckoutClosed } from '@/features/bookings/checkout/checkout-closed';
import { CheckoutView } from '@/features/bookings/checkout/checkout-view';

/**
 * /client/bookings/{bookingId}/checkout: the booking's summary and cancellation terms, the
 * rental agreement and its signature, then the gateway's checkout. A booking that is not
 * awaiting payment says so and links back. The signature pad's code comes with this page only.
 */
export default function ClientCheckoutPage() {
  const { bookingId = '' } = useParams();
  const m = useMessages('booking').checkout;
  const booking = useBooking(bookingId);
  const payable = booking.data?.status === 'awaiting_payment' && booking.data.actions.includes('pay');
  const agreement = useAgreement(bookingId, payable);
  const testMode = usePaymentTestMode(bookingId, payable);

  if (booking.isPending) return <BookingSkeleton />;
  if (booking.isError)
    return <BookingLoadError viewer="client" error={booking.error} onRetry={() => void booking.refetch()} />;
  if (!payable) return <CheckoutClosed booking={booking.data} />;
  if (agreement.isPending) return <BookingSkeleton />;
  if (agreement.isError)
    return <LoadError title={m.agreementError} error={agreement.error} onRetry={() => void agreement.refetch()} />;
  return <CheckoutView booking={booking.data} agreement={agreement.data} testMode={testMode} />;
}
