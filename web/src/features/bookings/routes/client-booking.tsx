import { useParams } from 'react-router';
import { useBooking } from '@/features/bookings/api/use-booking';
import { BookingDetail } from '@/features/bookings/detail/booking-detail';
import { BookingLoadError, BookingSkeleton } from '@/features/bookings/shared/booking-load-error';
import { PaymentResult } from '@/features/bookings/checkout/payment-result';
import { usePaymentReturn } from '@/features/bookings/checkout/payment-return';

/**
 * /client/bookings/{bookingId}: one of the client's bookings. Back from the gateway's checkout
 * (`?payment=…`), it says how the payment went and reads the booking again until the payment
 * is confirmed, for a few seconds.
 */
export default function ClientBookingPage() {
  const { bookingId = '' } = useParams();
  const payment = usePaymentReturn();
  const booking = useBooking(bookingId, payment.pollMs);

  if (booking.isPending) return <BookingSkeleton />;
  if (booking.isError)
    return <BookingLoadError viewer="client" error={booking.error} onRetry={() => void booking.refetch()} />;
  return (
    <BookingDetail
      booking={booking.data}
      viewer="client"
      result={
        <PaymentResult
          booking={booking.data}
          param={payment.param}
          waiting={payment.waiting}
          onCheckAgain={payment.checkAgain}
        />
      }
    />
  );
}
