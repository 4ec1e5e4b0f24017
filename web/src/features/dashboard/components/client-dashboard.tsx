import { CalendarCheck, Search } from 'lucide-react';
import { RecentlyViewedRow } from '@/features/listings';
import { clientTutorial, useGuideProgress } from '@/features/onboarding';
import { accountSteps, DashboardPage } from './dashboard-page';
import { EmptyActivity } from './empty-activity';
import { paths } from '@espasyo/domain/paths';

/** /client-dashboard */
export function ClientDashboard() {
  const tutorial = useGuideProgress('tutorial').data?.completed ?? [];
  return (
    <DashboardPage
      config={{
        title: 'My Dashboard',
        line: 'Find a safe place for your things or your car, and keep track of your bookings here.',
        roleLabel: 'Renter',
        profilePath: paths.client.profile.getHref(),
        guide: { def: clientTutorial, to: paths.tutorial.getHref() },
        steps: (user) => ({
          steps: [
            ...accountSteps(user, paths.client.profile.getHref()),
            {
              id: 'find',
              label: 'Find a space',
              detail: 'Search storage, parking and warehouses near you.',
              to: paths.client.browse.getHref(),
              done: tutorial.includes('search'),
            },
          ],
        }),
        activity: (
          <div className="space-y-6">
            <RecentlyViewedRow />
            <EmptyActivity
              heading="Your bookings"
              icon={CalendarCheck}
              title="No bookings yet"
              action={{ to: paths.client.browse.getHref(), icon: Search, label: 'Find a space' }}
            >
              <p>
                When you book a space, your upcoming bookings, saved spaces and messages from hosts will show up here.
              </p>
            </EmptyActivity>
          </div>
        ),
      }}
    />
  );
}
