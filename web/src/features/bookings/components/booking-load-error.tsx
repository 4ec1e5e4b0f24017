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

export function BackToBookings() {
  return (
    <Link to={paths.client.bookings.getHref()} className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" /> My Bookings
    </Link>
  );
}

/** A booking that cannot be read: not the client's or gone (not_found), or another failure to retry. */
export function BookingLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = isApiError(error, ErrorCode.notFound);
  return (
    <>
      <PageTitle>Booking</PageTitle>
      <PageHeader title="Booking" actions={<BackToBookings />} />
      {missing ? (
        <EmptyState
          icon={SearchX}
          title="This booking was not found"
          action={
            <Link to={paths.client.bookings.getHref()} className={buttonClasses('primary', 'md')}>
              See my bookings
            </Link>
          }
        >
          The link may be wrong, or the booking belongs to another account.
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

/** The page's shape while the booking loads. */
export function BookingSkeleton() {
  return (
    <div role="status" aria-label="Loading the booking" className="space-y-4">
      <div className="h-8 w-2/3 animate-pulse rounded-field bg-ink-100" />
      <div className="h-6 w-28 animate-pulse rounded-full bg-ink-100" />
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="h-48 animate-pulse rounded-card bg-ink-100" />
        <div className="h-48 animate-pulse rounded-card bg-ink-100" />
      </div>
    </div>
  );
}
