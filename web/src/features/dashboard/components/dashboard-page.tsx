import type { ReactNode } from 'react';
import type { User } from '@espasyo/domain/schemas/auth';
import { PageLoader } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import type { GuideDef } from '@/features/onboarding';
import { GuideCard } from './guide-card';
import { Greeting } from './greeting';
import { NextSteps, type NextStep } from './next-steps';
import { ProfileSummary } from './profile-summary';
import { VerificationCard } from './verification-card';
import { PageTitle } from '@/components/page-title';

export interface DashboardConfig {
  title: string;
  line: string;
  roleLabel: string;
  profilePath: string;
  guide: { def: GuideDef; to: string };
  /** Steps particular to the role (e.g. 'Create your first listing'). */
  steps: (user: User) => NextStep[];
  /** What will appear here once bookings exist; an honest empty state today. */
  activity: ReactNode;
}

/** The frame both dashboards share: greeting, next steps, activity; verification, profile, guide. */
export function DashboardPage({ config }: { config: DashboardConfig }) {
  const { user } = useAuth();
  if (!user) return <PageLoader />;
  const verifyDone = user.emailVerified && user.phoneVerified && user.idVerified;
  const steps: NextStep[] = [
    {
      id: 'photo',
      label: 'Add a profile photo',
      detail: 'A friendly, clear photo of your face builds trust.',
      to: `${config.profilePath}#photo`,
      done: !!user.profileImageUrl,
    },
    {
      id: 'verify',
      label: 'Verify your account',
      detail: 'Confirm your email and phone, and have your ID checked.',
      to: `${config.profilePath}#verification`,
      done: verifyDone,
    },
    ...config.steps(user),
  ];
  return (
    <>
      <PageTitle>{config.title}</PageTitle>
      <Greeting user={user} line={config.line} />
      {/*
        Phones get one column ordered by what matters next: steps, verification, activity,
        profile, guide. From 1024 px the two column wrappers take over (display: contents
        lets their children join the single-column grid below that width).
      */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 lg:items-start">
        <div className="contents lg:col-span-2 lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <div className="order-1 min-w-0 lg:order-none">
            <NextSteps steps={steps} />
          </div>
          <div className="order-3 min-w-0 lg:order-none">{config.activity}</div>
        </div>
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-6">
          <div className="order-2 min-w-0 lg:order-none">
            <VerificationCard user={user} profilePath={config.profilePath} />
          </div>
          <div className="order-4 min-w-0 lg:order-none">
            <ProfileSummary user={user} profilePath={config.profilePath} roleLabel={config.roleLabel} />
          </div>
          <div className="order-5 min-w-0 lg:order-none">
            <GuideCard def={config.guide.def} to={config.guide.to} />
          </div>
        </div>
      </div>
    </>
  );
}
