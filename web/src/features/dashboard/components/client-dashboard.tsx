import { Suspense } from 'react';
import { paths } from '@espasyo/domain/paths';
import { ClientBookingsPanel } from '@/features/bookings';
import { SavedSpacesRow } from '@/features/favorites';
import { RecentlyViewedRow } from '@/features/listings';
import { RecentConversations } from '@/features/messages';
import { clientTutorial, useGuideState } from '@/features/onboarding';
import { PaymentsAttention } from '@/features/payments';
import { useMessages } from '@/lib/i18n';
import { accountSteps, DashboardPage } from './dashboard-page';

/**
 * /client-dashboard (design §10): the bookings still to come, payments under way, saved and
 * recently viewed spaces, messages. The next steps are the account's own and "Find a space",
 * done as the tutorial counts its first step: a booking made, or the step marked (decision 0069).
 */
export function ClientDashboard() {
  const m = useMessages('dashboard');
  const tutorial = useGuideState(clientTutorial);
  return (
    <DashboardPage
      config={{
        title: m.client.title,
        line: m.client.line,
        roleLabel: m.client.roleLabel,
        profilePath: paths.client.profile.getHref(),
        guide: { def: clientTutorial, to: paths.tutorial.getHref() },
        steps: (user) =>
          tutorial.status === 'ready'
            ? {
                steps: [
                  ...accountSteps(user, paths.client.profile.getHref(), m),
                  {
                    id: 'find',
                    ...m.client.findStep,
                    to: paths.client.browse.getHref(),
                    done: tutorial.steps.some((s) => s.step.id === 'search' && s.done),
                  },
                ],
              }
            : tutorial,
        activity: (
          <div className="space-y-6">
            <Suspense
              fallback={
                <div
                  role="status"
                  aria-label={m.bookings.loading}
                  className="h-40 animate-pulse rounded-card bg-ink-100"
                />
              }
            >
              <ClientBookingsPanel />
            </Suspense>
            <PaymentsAttention />
            <SavedSpacesRow />
            <RecentlyViewedRow />
          </div>
        ),
        aside: <RecentConversations />,
      }}
    />
  );
}
