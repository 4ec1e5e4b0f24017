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
import { useMessages } from '@/lib/i18n';

/** Each side's list of bookings, and why the server may not find one of theirs. */
function useSides() {
  const m = useMessages('booking');
  return {
    client: { list: paths.client.bookings, name: m.list.title, notTheirs: m.detail.notTheirsClient },
    host: { list: paths.host.bookings, name: m.list.hostTitle, notTheirs: m.detail.notTheirsHost },
  };
}

export function BackToBookings({ viewer }: { viewer: 'client' | 'host' }) {
  const side = useSides()[viewer];
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
  const side = useSides()[viewer];
  const m = useMessages('booking').detail;
  return (
    <>
      <PageTitle>{m.booking}</PageTitle>
      <PageHeader title={m.booking} actions={<BackToBookings viewer={viewer} />} />
      {isApiError(error, ErrorCode.notFound) ? (
        <EmptyState
          icon={SearchX}
          title={m.notFound}
          action={
            <Link to={side.list.getHref()} className={buttonClasses('primary', 'md')}>
              {m.seeMine}
            </Link>
          }
        >
          {side.notTheirs}
        </EmptyState>
      ) : (
        <LoadError title={m.loadError} error={error} onRetry={onRetry} />
      )}
    </>
  );
}

/** The page's shape while the booking loads. */
export function BookingSkeleton() {
  const m = useMessages('booking').detail;
  return (
    <div role="status" aria-label={m.loading} className="space-y-4">
      <div className="h-8 w-2/3 animate-pulse rounded-field bg-ink-100" />
      <div className="h-6 w-28 animate-pulse rounded-full bg-ink-100" />
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="h-48 animate-pulse rounded-card bg-ink-100" />
        <div className="h-48 animate-pulse rounded-card bg-ink-100" />
      </div>
    </div>
  );
}
