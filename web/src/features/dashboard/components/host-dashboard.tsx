import { PlusSquare, Wallet } from 'lucide-react';
import { useHostListings } from '@/features/listings';
import { hostOnboarding, useGuideProgress } from '@/features/onboarding';
import { DashboardPage } from './dashboard-page';
import { EmptyActivity } from './empty-activity';
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
          <EmptyActivity
            heading="Bookings and earnings"
            icon={Wallet}
            title="No bookings or earnings yet"
            action={{ to: paths.host.newListing.getHref(), icon: PlusSquare, label: 'Create a listing' }}
          >
            <p>
              Once renters book your space, you will see your earnings this month, requests waiting for your answer,
              upcoming move-ins and how full your spaces are.
            </p>
          </EmptyActivity>
        ),
      }}
    />
  );
}
