import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/page-title';
import { PaymentUnderReview } from './payment-under-review';
import { useMessages } from '@/lib/i18n';
import { useStatusNote } from '@/features/bookings/client/status-note';
import { useBookingStatusLabel } from '@/features/bookings/shared/booking-status-badge';

/**
 * The checkout of a booking that is not awaiting payment (paid, expired, cancelled, not accepted
 * yet) or whose payment is under review: why, and the way back.
 */
export function CheckoutClosed({ booking }: { booking: Booking }) {
  const m = useMessages('booking').checkout;
  const statusNote = useStatusNote();
  const status = useBookingStatusLabel()(booking.status);
  return (
    <>
      <PageTitle>{m.pageTitle({ title: booking.listingTitle })}</PageTitle>
      <PageHeader title={m.title} description={booking.listingTitle} />
      {booking.paymentUnderReview ? (
        <PaymentUnderReview booking={booking} />
      ) : (
        <Alert tone="warning" title={m.notWaiting}>
          <p>
            <span className="font-semibold">{m.status({ status })}</span> {statusNote(booking)}
          </p>
        </Alert>
      )}
      <Link to={paths.client.booking.getHref(booking.id)} className={`${buttonClasses('primary', 'md')} mt-6`}>
        <ArrowLeft aria-hidden="true" className="size-4" /> {m.back}
      </Link>
    </>
  );
}
