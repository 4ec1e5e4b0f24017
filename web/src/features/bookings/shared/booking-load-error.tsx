import { Link } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ErrorCode } from '@espasyo/domain/errors';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageTitle } from '@/components/page-title';
import { isApiError } from '@/lib/api-client';

/** Each side's list of bookings, and why the server may not find one of theirs. */
const sides = {
  client: {
    list: paths.client.bookings,
    name: 'My Bookings',
    notTheirs: 'The link may be wrong, or the booking belongs to another account.',
  },
  host: {
    list: paths.host.bookings,
    name: 'Bookings',
    notTheirs: "The link may be wrong, or the booking is for another host's space.",
  },
};

export function BackToBookings({ viewer }: { viewer: 'client' | 'host' }) {
  const side = sides[viewer];
  return (
    <Link to={side.list.getHref()} className={buttonClasses('ghost', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" /> {side.name}
    </Link>
  );
}

/** A booking that cannot be read: not the viewer's or gone (not_found), or another failure to retry. */
export function BookingLoadError({
  viewer,
  error,
  onRetry,
}: {
  viewer: 'client' | 'host';
  error: unknown;
  onRetry: () => void;
}) {
  const side = sides[viewer];
  return (
    <>
      <PageTitle>Booking</PageTitle>
      <PageHeader title="Booking" actions={<BackToBookings viewer={viewer} />} />
      {isApiError(error, ErrorCode.notFound) ? (
        <EmptyState
          icon={SearchX}
          title="This booking was not found"
          action={
            <Link to={side.list.getHref()} className={buttonClasses('primary', 'md')}>
              See my bookings
            </Link>
          }
        >
          {side.notTheirs}
        </EmptyState>
      ) : (
        <LoadError title="The booking could not be loaded" error={error} onRetry={onRetry} />
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
