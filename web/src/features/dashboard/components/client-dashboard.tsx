import { Link } from 'react-router';
import { CalendarCheck, Search } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { clientTutorial, useGuideProgress } from '../../onboarding';
import { DashboardPage } from './dashboard-page';

/** /client-dashboard */
export function ClientDashboard() {
  const tutorial = useGuideProgress('tutorial').data?.completed ?? [];
  return (
    <DashboardPage
      config={{
        title: 'My Dashboard',
        line: 'Find a safe place for your things or your car, and keep track of your bookings here.',
        roleLabel: 'Renter',
        profilePath: '/client/profile',
        guide: { def: clientTutorial, to: '/tutorial' },
        steps: () => [
          {
            id: 'find',
            label: 'Find a space',
            detail: 'Search storage, parking and warehouses near you.',
            to: '/client/browse',
            done: tutorial.includes('search'),
          },
        ],
        activity: (
          <section aria-labelledby="activity-title">
            <h2 id="activity-title" className="sr-only">
              Your bookings
            </h2>
            <EmptyState
              icon={CalendarCheck}
              title="No bookings yet"
              action={
                <Link to="/client/browse" className={buttonClasses('primary')}>
                  <Search aria-hidden="true" className="size-5" />
                  Find a space
                </Link>
              }
            >
              <p>When you book a space, your upcoming bookings, saved spaces and messages from hosts will show up here.</p>
            </EmptyState>
          </section>
        ),
      }}
    />
  );
}
