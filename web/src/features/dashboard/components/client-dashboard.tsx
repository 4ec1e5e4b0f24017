import { CalendarCheck, Search } from 'lucide-react';
import { clientTutorial, useGuideProgress } from '@/features/onboarding';
import { DashboardPage } from './dashboard-page';
import { EmptyActivity } from './empty-activity';

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
          <EmptyActivity
            heading="Your bookings"
            icon={CalendarCheck}
            title="No bookings yet"
            action={{ to: '/client/browse', icon: Search, label: 'Find a space' }}
          >
            <p>
              When you book a space, your upcoming bookings, saved spaces and messages from hosts will show up here.
            </p>
          </EmptyActivity>
        ),
      }}
    />
  );
}
