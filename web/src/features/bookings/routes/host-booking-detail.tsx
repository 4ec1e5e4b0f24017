import { useParams } from 'react-router';
import { useBooking } from '@/features/bookings/api/use-booking';
import { BookingDetail } from '@/features/bookings/detail/booking-detail';
import { BookingLoadError, BookingSkeleton } from '@/features/bookings/shared/booking-load-error';

/** /host/bookings/{bookingId}: one booking of the host's spaces, with what they may do on it now. */
export default function HostBookingDetailPage() {
  const { bookingId = '' } = useParams();
  const booking = useBooking(bookingId);
  if (booking.isPending) return <BookingSkeleton />;
  if (booking.isError)
    return <BookingLoadError viewer="host" error={booking.error} onRetry={() => void booking.refetch()} />;
  return <BookingDetail booking={booking.data} viewer="host" />;
}
