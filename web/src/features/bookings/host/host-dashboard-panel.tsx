import { Link } from 'react-router';
import { PlusSquare, Wallet } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useHostBookings, useHostSummary } from '@/features/bookings/api/use-host-bookings';
import { useMessages } from '@/lib/i18n';
import { HostDashboardFigures } from './host-dashboard-figures';
import { HostMoveIns, HostRequestsWaiting } from './host-dashboard-lists';

/**
 * The host dashboard's bookings and earnings (GET /api/host/bookings/summary and the requests
 * list): requests waiting with accept and decline, this month's bookings and earnings, move-ins
 * in the next 7 days and occupancy over the next 30. A host without a listing is shown the way to
 * their first one instead.
 */
export default function HostDashboardPanel() {
  const summary = useHostSummary();
  const requests = useHostBookings('requests', 1);
  const s = summary.data;
  const m = useMessages('hostBookings').dashboard;

  return (
    <section aria-labelledby="activity-title" aria-busy={summary.isPending || undefined} className="space-y-6">
      <h2 id="activity-title" className={s?.listings === 0 ? 'sr-only' : 'text-lg font-semibold text-ink-900'}>
        {m.heading}
      </h2>
      {summary.isError ? (
        <LoadError title={m.error} error={summary.error} onRetry={() => void summary.refetch()} />
      ) : !s ? (
        <HostDashboardSkeleton />
      ) : s.listings === 0 ? (
        <EmptyState
          icon={Wallet}
          title={m.emptyTitle}
          action={
            <Link to={paths.host.newListing.getHref()} className={buttonClasses('primary')}>
              <PlusSquare aria-hidden="true" className="size-5" />
              {m.createListing}
            </Link>
          }
        >
          <p>{m.emptyText}</p>
        </EmptyState>
      ) : (
        <>
          <HostDashboardFigures s={s} />
          <HostRequestsWaiting
            page={requests.data}
            pending={s.pendingRequests}
            error={requests.error}
            onRetry={() => void requests.refetch()}
          />
          <HostMoveIns moveIns={s.moveIns} />
          <Link to={paths.host.bookings.getHref()} className={buttonClasses('outline')}>
            {m.seeAll}
          </Link>
        </>
      )}
    </section>
  );
}

/** The panel's shape while it loads. */
export function HostDashboardSkeleton() {
  const m = useMessages('hostBookings').dashboard;
  return (
    <div role="status" aria-label={m.loading} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="h-28 animate-pulse rounded-card bg-ink-100" />
        <div className="h-28 animate-pulse rounded-card bg-ink-100" />
      </div>
      <div className="h-32 animate-pulse rounded-card bg-ink-100" />
    </div>
  );
}
