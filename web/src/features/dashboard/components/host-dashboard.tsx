import { Link } from 'react-router';
import { PlusSquare, Wallet } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { hostOnboarding, useGuideProgress } from '../../onboarding';
import { DashboardPage } from './dashboard-page';

/** /host-dashboard and /host/dashboard */
export function HostDashboard() {
  const onboarding = useGuideProgress('onboarding').data?.completed ?? [];
  return (
    <DashboardPage
      config={{
        title: 'Host Dashboard',
        line: 'Turn your unused garage, room or lot into monthly income. Here is what to do next.',
        roleLabel: 'Host',
        profilePath: '/host/profile',
        guide: { def: hostOnboarding, to: '/onboarding' },
        steps: () => [
          {
            id: 'listing',
            label: 'Create your first listing',
            detail: 'Photos, size, features and your price.',
            to: '/host/listings/new',
            done: onboarding.includes('create-listing'),
          },
        ],
        activity: (
          <section aria-labelledby="activity-title">
            <h2 id="activity-title" className="sr-only">
              Bookings and earnings
            </h2>
            <EmptyState
              icon={Wallet}
              title="No bookings or earnings yet"
              action={
                <Link to="/host/listings/new" className={buttonClasses('primary')}>
                  <PlusSquare aria-hidden="true" className="size-5" />
                  Create a listing
                </Link>
              }
            >
              <p>
                Once renters book your space, you will see your earnings this month, requests waiting for your answer, upcoming move-ins
                and how full your spaces are.
              </p>
            </EmptyState>
          </section>
        ),
      }}
    />
  );
}
