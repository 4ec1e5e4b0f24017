import type { ReactNode } from 'react';
import type { User } from '@espasyo/domain';
import { PageLoader } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import type { GuideDef } from '../../onboarding';
import { GuideCard } from './guide-card';
import { Greeting } from './greeting';
import { NextSteps, type NextStep } from './next-steps';
import { ProfileSummary } from './profile-summary';
import { VerificationCard } from './verification-card';

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

/** The frame both dashboards share: greeting, next steps, activity; profile, verification, guide. */
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
      <title>{`${config.title} · Espasyo`}</title>
      <Greeting user={user} line={config.line} />
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <div className="space-y-6 lg:col-span-2">
          <NextSteps steps={steps} />
          {config.activity}
        </div>
        <div className="space-y-6">
          <ProfileSummary user={user} profilePath={config.profilePath} roleLabel={config.roleLabel} />
          <VerificationCard user={user} profilePath={config.profilePath} />
          <GuideCard def={config.guide.def} to={config.guide.to} />
        </div>
      </div>
    </>
  );
}
