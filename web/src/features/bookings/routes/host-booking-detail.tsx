import { useParams } from 'react-router';
import { useBooking } from '@/features/bookings/api/use-booking';
import { BookingSkeleton } from '@/features/bookings/components/booking-load-error';
import { HostBookingLoadError } from '@/features/bookings/components/host-booking-load-error';
import { HostBookingView } from '@/features/bookings/components/host-booking-view';

/** /host/bookings/{bookingId}: one booking of the host's spaces, with what they may do on it now. */
export default function HostBookingDetailPage() {
  const { bookingId = '' } = useParams();
  const booking = useBooking(bookingId);
  if (booking.isPending) return <BookingSkeleton />;
  if (booking.isError) return <HostBookingLoadError error={booking.error} onRetry={() => void booking.refetch()} />;
  return <HostBookingView booking={booking.data} />;
}
