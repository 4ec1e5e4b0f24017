import { Suspense } from 'react';
import { HostBookingsPanel } from '@/features/bookings';
import { hostOnboarding, hostTutorial, useGuideState, useGuideWords } from '@/features/onboarding';
import { DashboardPage } from './dashboard-page';
import { paths } from '@espasyo/domain/paths';
import { useMessages } from '@/lib/i18n';

/**
 * /host-dashboard and /host/dashboard. The next steps are the set-up guide's, counted as
 * /onboarding counts them (decision 0067); the side card is the day-to-day tutorial.
 */
export function HostDashboard() {
  const m = useMessages('dashboard').host;
  const setup = useGuideState(hostOnboarding);
  const words = useGuideWords(hostOnboarding).steps;
  return (
    <DashboardPage
      config={{
        title: m.title,
        line: m.line,
        roleLabel: m.roleLabel,
        profilePath: paths.host.profile.getHref(),
        guide: { def: hostTutorial, to: paths.tutorial.getHref() },
        steps: () =>
          setup.status === 'ready'
            ? {
                steps: setup.steps.map(({ step, done }) => ({
                  id: step.id,
                  label: words[step.id].title,
                  detail: words[step.id].brief ?? words[step.id].summary,
                  to: step.to,
                  done,
                })),
              }
            : setup,
        stepsGuide: { label: m.stepsGuide, to: paths.onboarding.getHref() },
        activity: (
          <Suspense
            fallback={
              <div role="status" aria-label={m.loading} className="h-40 animate-pulse rounded-card bg-ink-100" />
            }
          >
            <HostBookingsPanel />
          </Suspense>
        ),
      }}
    />
  );
}
