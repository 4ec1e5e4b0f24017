import { Suspense } from 'react';
import { HostBookingsPanel } from '@/features/bookings';
import { useHostListings } from '@/features/listings';
import { hostOnboarding, useGuideProgress } from '@/features/onboarding';
import { DashboardPage } from './dashboard-page';
import { paths } from '@espasyo/domain/paths';

/** /host-dashboard and /host/dashboard */
export function HostDashboard() {
  const onboarding = useGuideProgress('onboarding').data?.completed ?? [];
  // Any listing, archived ones too, is a first listing made.
  const hasListing = (useHostListings('all', 1).data?.total ?? 0) > 0;
  return (
    <DashboardPage
      config={{
        title: 'Host Dashboard',
        line: 'Turn your unused garage, room or lot into monthly income. Here is what to do next.',
        roleLabel: 'Host',
        profilePath: paths.host.profile.getHref(),
        guide: { def: hostOnboarding, to: paths.onboarding.getHref() },
        steps: () => [
          {
            id: 'listing',
            label: 'Create your first listing',
            detail: 'Photos, size, features and your price.',
            to: paths.host.newListing.getHref(),
            done: hasListing || onboarding.includes('create-listing'),
          },
        ],
        activity: (
          <Suspense
            fallback={
              <div
                role="status"
                aria-label="Loading your bookings and earnings"
                className="h-40 animate-pulse rounded-card bg-ink-100"
              />
            }
          >
            <HostBookingsPanel />
          </Suspense>
        ),
      }}
    />
  );
}
