import { lazy, Suspense } from 'react';
import { PageTitle } from '@/components/page-title';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/features/admin/shared/skeleton';
import { useMessages } from '@/lib/i18n';
import { useDashboard } from './api';
import { BookingsFigures } from './bookings-figures';
import { UsersByType } from './users-by-type';
import { WaitingCard } from './waiting-card';

// The chart library is large; the figures above it should not wait for it.
const SignupsChart = lazy(() => import('./signups-chart').then((m) => ({ default: m.SignupsChart })));

/** /dashboard for admins: users and listings, sign-ups, what is waiting, bookings and money. */
export function AdminDashboardPage() {
  const m = useMessages('adminCore').dashboard;
  const dashboard = useDashboard();
  const d = dashboard.data;

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />

      {dashboard.isError ? (
        <LoadError title={m.error} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div className="space-y-8">
          <UsersByType d={d} />
          <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Card>
              <section aria-labelledby="dash-signups">
                <h2 id="dash-signups" className="mb-3 text-lg font-semibold text-ink-900">
                  {m.signups.heading}
                </h2>
                {d ? (
                  <Suspense fallback={<Skeleton className="h-72" />}>
                    <SignupsChart data={d.signupsPerDay} />
                  </Suspense>
                ) : (
                  <Skeleton className="h-72" />
                )}
              </section>
            </Card>
            <WaitingCard d={d} />
          </div>
          <BookingsFigures />
        </div>
      )}
    </>
  );
}
