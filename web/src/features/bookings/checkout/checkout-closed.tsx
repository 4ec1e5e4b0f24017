import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/page-title';
import { PaymentUnderReview } from './payment-under-review';
import { statusNote } from '@/features/bookings/client/status-note';
import { bookingStatusLabel } from '@/features/bookings/shared/booking-status-badge';

/**
 * The checkout of a booking that is not awaiting payment (paid, expired, cancelled, not accepted
 * yet) or whose payment is under review: why, and the way back.
 */
export function CheckoutClosed({ booking }: { booking: Booking }) {
  const status = bookingStatusLabel(booking.status);
  return (
    <>
      <PageTitle>{`Checkout · ${booking.listingTitle}`}</PageTitle>
      <PageHeader title="Checkout" description={booking.listingTitle} />
      {booking.paymentUnderReview ? (
        <PaymentUnderReview booking={booking} />
      ) : (
        <Alert tone="warning" title="This booking is not waiting for payment">
          <p>
            <span className="font-semibold">Status: {status}.</span> {statusNote(booking)}
          </p>
        </Alert>
      )}
      <Link to={paths.client.booking.getHref(booking.id)} className={`${buttonClasses('primary', 'md')} mt-6`}>
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to the booking
      </Link>
    </>
  );
}
