import { Link } from 'react-router';
import { ArrowRight, CalendarCheck, Search } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BookingCardSkeleton } from '@/features/bookings/list/booking-card';
import { useMessages } from '@/lib/i18n';
import { ClientDashboardGroup } from './client-dashboard-group';
import { useClientDashboardBookings } from './use-client-dashboard-bookings';

const findSpace = (label: string) => (
  <Link to={paths.client.browse.getHref()} className={buttonClasses('primary')}>
    <Search aria-hidden="true" className="size-5" />
    {label}
  </Link>
);

/**
 * The client dashboard's bookings still to come (design §10): in use and paid ones first, then
 * those waiting for the client's payment with 'Pay', then requests waiting for the host, each
 * with what to do next; the way to all of them. A client who never booked is shown how to start.
 */
export default function ClientDashboardPanel() {
  const m = useMessages('dashboard').bookings;
  const state = useClientDashboardBookings();
  const groups = state.status === 'ready' ? state.groups.filter((g) => g.items.length > 0) : [];
  return (
    <section aria-labelledby="activity-title" aria-busy={state.status === 'pending' || undefined} className="space-y-4">
      <h2 id="activity-title" className={state.status === 'none' ? 'sr-only' : 'text-lg font-semibold text-ink-900'}>
        {m.heading}
      </h2>
      {state.status === 'error' ? (
        <LoadError title={m.error} error={state.error} onRetry={state.retry} />
      ) : state.status === 'pending' ? (
        <ClientDashboardSkeleton />
      ) : state.status === 'none' ? (
        <EmptyState icon={CalendarCheck} title={m.none.title} action={findSpace(m.none.action)}>
          <p>{m.none.text}</p>
        </EmptyState>
      ) : groups.length === 0 ? (
        <div className="rounded-card border border-dashed border-ink-300 bg-ink-50 p-4 sm:p-5">
          <h3 className="text-base font-semibold text-ink-900">{m.nothingAhead.title}</h3>
          <p className="mt-1 text-base text-ink-700">{m.nothingAhead.text}</p>
          <div className="mt-4">{findSpace(m.nothingAhead.action)}</div>
        </div>
      ) : (
        groups.map((g) => <ClientDashboardGroup key={g.group} {...g} />)
      )}
      {(state.status === 'ready' || state.status === 'error') && (
        <Link
          to={paths.client.bookings.getHref()}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {m.seeAll}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </section>
  );
}

/** The panel's shape while its bookings load. */
function ClientDashboardSkeleton() {
  const m = useMessages('dashboard').bookings;
  return (
    <div role="status" aria-label={m.loading}>
      <ul className="space-y-3">
        <BookingCardSkeleton />
        <BookingCardSkeleton />
      </ul>
    </div>
  );
}
