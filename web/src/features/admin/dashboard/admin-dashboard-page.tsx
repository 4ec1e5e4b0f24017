import { Link } from 'react-router';
import {
  ArrowRight,
  CalendarCheck,
  CreditCard,
  Gavel,
  HandCoins,
  List,
  ShieldCheck,
  Store,
  UserRound,
  Users,
  Wallet,
} from 'lucide-react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { Skeleton } from '@/features/admin/shared/skeleton';
import { useDashboard } from './api';
import { PageTitle } from '@/components/page-title';

// The chart library is large; the figures above it should not wait for it.
const SignupsChart = lazy(() => import('./signups-chart').then((m) => ({ default: m.SignupsChart })));

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

function Stat({
  label,
  value,
  icon: Icon,
  to,
  className = '',
}: {
  label: string;
  value: number;
  icon: Icon;
  to?: string;
  className?: string;
}) {
  const body = (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm text-ink-600">{label}</span>
        <span className="block text-xl font-bold text-ink-900 tabular-nums">{value.toLocaleString('en-PH')}</span>
      </span>
    </>
  );
  const box = `flex items-center gap-3 rounded-card border border-ink-200 bg-white p-3 shadow-card sm:p-4 ${className}`;
  return to ? (
    <Link to={to} className={`${box} hover:border-brand-500`}>
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

/** What the dashboard will show once those capabilities exist; no invented numbers meanwhile. */
const later: Array<{ label: string; icon: Icon }> = [
  { label: 'Active listings', icon: Store },
  { label: 'Listings waiting for review', icon: List },
  { label: 'Bookings by status', icon: CalendarCheck },
  { label: 'Payment volume', icon: CreditCard },
  { label: 'Platform revenue', icon: Wallet },
  { label: 'Open disputes', icon: Gavel },
  { label: 'Payouts to process', icon: HandCoins },
];

/** /dashboard for admins: users, sign-ups, what is waiting, and what comes later. */
export function AdminDashboardPage() {
  const dashboard = useDashboard();
  const d = dashboard.data;
  const t: Partial<Record<string, number>> = d?.usersByType ?? {};

  return (
    <>
      <PageTitle>Admin Dashboard</PageTitle>
      <PageHeader title="Admin Dashboard" description="How the platform is doing and what is waiting for you." />

      {dashboard.isError ? (
        <Alert tone="danger" title="The dashboard could not be loaded">
          <p>{errorMessage(dashboard.error)}</p>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <div className="space-y-8">
          <section aria-labelledby="dash-users">
            <h2 id="dash-users" className="mb-3 text-lg font-semibold text-ink-900">
              Users by type
            </h2>
            {!d ? (
              <div
                className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5"
                aria-busy="true"
                aria-label="Loading users"
              >
                {[0, 1, 2, 3, 4].map((i) => (
                  <Skeleton key={i} className="h-20" />
                ))}
              </div>
            ) : (
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
                <Stat
                  label="All users"
                  value={d.kpis.totalUsers}
                  icon={Users}
                  to="/users"
                  className="col-span-2 sm:col-span-1"
                />
                <Stat label="Clients" value={t.client ?? 0} icon={UserRound} to="/users?type=client" />
                <Stat label="Hosts" value={t.host ?? 0} icon={Store} to="/users?type=host" />
                <Stat label="Admins" value={t.admin ?? 0} icon={ShieldCheck} to="/users?type=admin" />
                <Stat label="Moderators" value={t.moderator ?? 0} icon={ShieldCheck} to="/users?type=moderator" />
              </div>
            )}
            {d && (
              <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
                <span className="inline-flex min-h-6 items-center">
                  Signed in now: {d.kpis.signedInUsers.toLocaleString('en-PH')}
                </span>
                <Link
                  to="/users?status=suspended"
                  className="inline-flex min-h-6 items-center text-brand-700 hover:underline"
                >
                  Suspended: {(d.usersByStatus.suspended ?? 0).toLocaleString('en-PH')}
                </Link>
                <Link
                  to="/users?status=disabled"
                  className="inline-flex min-h-6 items-center text-brand-700 hover:underline"
                >
                  Disabled: {(d.usersByStatus.disabled ?? 0).toLocaleString('en-PH')}
                </Link>
              </p>
            )}
          </section>

          <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Card>
              <section aria-labelledby="dash-signups">
                <h2 id="dash-signups" className="mb-3 text-lg font-semibold text-ink-900">
                  Sign-ups, last 30 days
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

            <Card>
              <section aria-labelledby="dash-waiting" className="flex h-full flex-col">
                <h2 id="dash-waiting" className="mb-3 text-lg font-semibold text-ink-900">
                  Waiting for you
                </h2>
                {!d ? (
                  <Skeleton className="h-24" />
                ) : (
                  <div className="flex flex-1 flex-col gap-4">
                    <div className="flex items-center gap-3">
                      <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-warning-50 text-warning-700">
                        <ShieldCheck aria-hidden="true" className="size-6" />
                      </span>
                      <p className="text-base text-ink-800">
                        <span className="block text-2xl font-bold text-ink-900 tabular-nums">
                          {d.verificationQueue.toLocaleString('en-PH')}
                        </span>
                        {d.verificationQueue === 1
                          ? 'ID verification waiting for review'
                          : 'ID verifications waiting for review'}
                      </p>
                    </div>
                    <Link
                      to="/verification"
                      className={buttonClasses(d.verificationQueue > 0 ? 'secondary' : 'outline', 'md', true)}
                    >
                      {d.verificationQueue > 0 ? 'Review IDs' : 'Open the verification queue'}
                      <ArrowRight aria-hidden="true" className="size-4" />
                    </Link>
                  </div>
                )}
              </section>
            </Card>
          </div>

          <section
            aria-labelledby="dash-later"
            className="rounded-card border border-dashed border-ink-300 bg-ink-50 p-5 sm:p-6"
          >
            <h2 id="dash-later" className="text-lg font-semibold text-ink-900">
              Coming with bookings and payments
            </h2>
            <p className="mt-1 max-w-prose text-base text-ink-600">
              These figures appear here once listings, bookings and payments are live on the platform. Nothing is
              estimated in the meantime.
            </p>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
              {later.map(({ label, icon: Icon }) => (
                <li
                  key={label}
                  className="flex items-center gap-3 rounded-field bg-white px-3 py-3 text-sm text-ink-700"
                >
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-ink-500" />
                  {label}
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </>
  );
}
