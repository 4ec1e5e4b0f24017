import type { ReactNode } from 'react';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import type { User } from '@espasyo/domain/schemas/auth';
import { PageLoader } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import type { GuideDef } from '@/features/onboarding';
import { GuideCard } from './guide-card';
import { Greeting } from './greeting';
import { NextSteps, type NextStep, type NextStepsSource } from './next-steps';
import { ProfileSummary } from './profile-summary';
import { VerificationCard } from './verification-card';
import { PageTitle } from '@/components/page-title';

export interface DashboardConfig {
  title: string;
  line: string;
  roleLabel: string;
  profilePath: string;
  /** The guide on the side card. */
  guide: { def: GuideDef; to: string };
  /** The next steps: the account's own (accountSteps) and the role's, or a guide's (the host's set-up). */
  steps: (user: User) => NextStepsSource;
  /** The guide the next steps come from, linked under them. */
  stepsGuide?: { label: string; to: string };
  /** The role's bookings and what goes with them, beside the steps. */
  activity: ReactNode;
  /** More of the role's own, at the top of the side column (under the activity on phones). */
  aside?: ReactNode;
}

/** The steps every account has: a profile photo, and verification. */
export function accountSteps(user: User, profilePath: string, m: Messages<Catalogs['dashboard']>): NextStep[] {
  return [
    {
      id: 'photo',
      ...m.accountSteps.photo,
      to: `${profilePath}#photo`,
      done: !!user.profileImageUrl,
    },
    {
      id: 'verify',
      ...m.accountSteps.verify,
      to: `${profilePath}#verification`,
      done: user.emailVerified && user.phoneVerified && user.idVerified,
    },
  ];
}

/** The frame both dashboards share: greeting, next steps, activity; the role's aside, verification, profile, guide. */
export function DashboardPage({ config }: { config: DashboardConfig }) {
  const { user } = useAuth();
  if (!user) return <PageLoader />;
  return (
    <>
      <PageTitle>{config.title}</PageTitle>
      <Greeting user={user} line={config.line} />
      {/*
        Phones get one column ordered by what matters next: steps, verification, activity,
        aside, profile, guide. From 1024 px the two column wrappers take over (display: contents
        lets their children join the single-column grid below that width).
      */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <div className="contents lg:col-span-2 lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <div className="order-1 min-w-0 lg:order-none">
            <NextSteps source={config.steps(user)} guide={config.stepsGuide} />
          </div>
          <div className="order-3 min-w-0 lg:order-none">{config.activity}</div>
        </div>
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          {config.aside && <div className="order-4 min-w-0 lg:order-none">{config.aside}</div>}
          <div className="order-2 min-w-0 lg:order-none">
            <VerificationCard user={user} profilePath={config.profilePath} />
          </div>
          <div className="order-5 min-w-0 lg:order-none">
            <ProfileSummary user={user} profilePath={config.profilePath} roleLabel={config.roleLabel} />
          </div>
          <div className="order-6 min-w-0 lg:order-none">
            <GuideCard def={config.guide.def} to={config.guide.to} />
          </div>
        </div>
      </div>
    </>
  );
}
