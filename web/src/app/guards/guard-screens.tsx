import { Link } from 'react-router';
import { Suspense, type ReactNode } from 'react';
import { BadgeCheck, Lock, ShieldX } from 'lucide-react';
import type { User } from '@espasyo/domain/schemas/auth';
import { paths } from '@espasyo/domain/paths';
import { dashboardFor, type UserType } from '@espasyo/domain/roles';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { LazyTwoFactorCard, useVerificationRequirements } from '@/features/account';
import { PageTitle } from '@/components/page-title';
import { useLanguage, useMessages } from '@/lib/i18n';
import { listTypes, missingSteps } from './guard-rules';

function Screen({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <PageTitle>{title}</PageTitle>
      <Card className="text-center">
        <div className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-warning-50 text-warning-700">
          {icon}
        </div>
        <h1 className="text-xl font-bold text-ink-900">{title}</h1>
        <div className="mt-3 space-y-2 text-base text-ink-700">{children}</div>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
      </Card>
    </div>
  );
}

/** 'Go Home' (the frame's words). */
function GoHome() {
  const frame = useMessages('frame');
  return (
    <Link to={paths.home.getHref()} className={buttonClasses('outline')}>
      {frame.goHome}
    </Link>
  );
}

const MARK = '\u0001';

/** Role guard, disallowed role (docs/product/roles.md). */
export function RestrictedScreen({ allowed, role }: { allowed: readonly UserType[]; role: UserType }) {
  const m = useMessages('guards');
  const lang = useLanguage();
  // The sentence stays whole in the catalogue; the account type in it is bold.
  const [before = '', after = ''] = m.signedInAs({ type: MARK }).split(MARK);
  return (
    <Screen
      icon={<Lock aria-hidden="true" className="size-7" />}
      title={m.restricted({ types: listTypes(allowed, m.types, lang) })}
      actions={
        <>
          <Link to={dashboardFor(role)} className={buttonClasses('secondary')}>
            {m.goToDashboard}
          </Link>
          <GoHome />
        </>
      }
    >
      <p>
        {before}
        <strong className="font-semibold text-ink-900">{m.types[role]}</strong>
        {after}
      </p>
    </Screen>
  );
}

export function VerificationRequiredScreen({ user, role }: { user: User; role: UserType }) {
  const m = useMessages('guards');
  const requirements = useVerificationRequirements();
  const steps = missingSteps(user, role, requirements.data);
  return (
    <Screen
      icon={<BadgeCheck aria-hidden="true" className="size-7" />}
      title={m.verificationTitle}
      actions={
        <Link to={dashboardFor(role)} className={buttonClasses('outline')}>
          {m.goToDashboard}
        </Link>
      }
    >
      <p>{m.verificationBody}</p>
      {steps.length > 0 ? (
        <ul className="mt-4 space-y-2 text-left">
          {steps.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="flex min-h-11 items-center justify-between gap-3 rounded-field border border-ink-200 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
              >
                {m.steps[s.step]}
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-600">{m.withOurTeam}</p>
      )}
    </Screen>
  );
}

/** Admin guard, signed-in non-admin (docs/product/roles.md). */
export function AccessDeniedScreen({ actions }: { actions?: ReactNode }) {
  const m = useMessages('guards');
  return (
    <Screen
      icon={<ShieldX aria-hidden="true" className="size-7" />}
      title={m.accessDeniedTitle}
      actions={actions ?? <GoHome />}
    >
      <p>{m.accessDeniedBody}</p>
      <p className="text-sm text-ink-600">{m.accessDeniedHint}</p>
    </Screen>
  );
}

/** Staff must turn on two-factor sign-in before anything else when the platform requires it. */
export function TwoFactorSetupScreen() {
  const m = useMessages('guards');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10">
      <PageTitle>{m.twoFactorTitle}</PageTitle>
      <h1 className="text-xl font-bold text-ink-900">{m.twoFactorTitle}</h1>
      <p className="mt-2 mb-6 text-base text-ink-700">{m.twoFactorBody}</p>
      <Suspense fallback={<Spinner />}>
        <LazyTwoFactorCard />
      </Suspense>
    </div>
  );
}
