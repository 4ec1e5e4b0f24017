import { Link } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ErrorCode } from '@espasyo/domain/errors';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/page-title';
import { errorMessage, isApiError } from '@/lib/api-client';

export function BackToHostBookings() {
  return (
    <Link to={paths.host.bookings.getHref()} className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" /> Bookings
    </Link>
  );
}

/** A booking the host cannot read: not of their spaces or gone (not_found), or another failure to retry. */
export function HostBookingLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = isApiError(error, ErrorCode.notFound);
  return (
    <>
      <PageTitle>Booking</PageTitle>
      <PageHeader title="Booking" actions={<BackToHostBookings />} />
      {missing ? (
        <EmptyState
          icon={SearchX}
          title="This booking was not found"
          action={
            <Link to={paths.host.bookings.getHref()} className={buttonClasses('primary', 'md')}>
              See my bookings
            </Link>
          }
        >
          The link may be wrong, or the booking is for another host&apos;s space.
        </EmptyState>
      ) : (
        <Alert tone="danger" title="The booking could not be loaded">
          <p>{errorMessage(error)}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
            Try again
          </Button>
        </Alert>
      )}
    </>
  );
}
