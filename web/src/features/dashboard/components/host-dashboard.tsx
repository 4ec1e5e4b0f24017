import { Suspense } from 'react';
import { HostBookingsPanel } from '@/features/bookings';
import { hostOnboarding, hostTutorial, useGuideState } from '@/features/onboarding';
import { DashboardPage } from './dashboard-page';
import { paths } from '@espasyo/domain/paths';

/**
 * /host-dashboard and /host/dashboard. The next steps are the set-up guide's, counted as
 * /onboarding counts them (decision 0067); the side card is the day-to-day tutorial.
 */
export function HostDashboard() {
  const setup = useGuideState(hostOnboarding);
  return (
    <DashboardPage
      config={{
        title: 'Host Dashboard',
        line: 'Turn your unused garage, room or lot into monthly income. Here is what to do next.',
        roleLabel: 'Host',
        profilePath: paths.host.profile.getHref(),
        guide: { def: hostTutorial, to: paths.tutorial.getHref() },
        steps: () =>
          setup.status === 'ready'
            ? {
                steps: setup.steps.map(({ step, done }) => ({
                  id: step.id,
                  label: step.title,
                  detail: step.brief ?? step.summary,
                  to: step.link.to,
                  done,
                })),
              }
            : setup,
        stepsGuide: { label: 'Open the set-up guide', to: paths.onboarding.getHref() },
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
