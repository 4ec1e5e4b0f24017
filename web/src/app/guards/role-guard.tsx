import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { UserType } from '@espasyo/domain/roles';
import { PageLoader } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { GuardShell } from './guard-shell';
import { RestrictedScreen, VerificationRequiredScreen } from './guard-screens';
import { SessionErrorScreen } from './session-error-screen';
import { paths } from '@espasyo/domain/paths';

export interface RoleGuardProps {
  allow: readonly UserType[];
  requireVerification?: boolean;
  children?: ReactNode;
}

/**
 * docs/product/roles.md, role guard: visitors go to /signin keeping where they were headed;
 * a signed-in user of another type, or an unverified one where verification is required,
 * gets a screen that says so and where to go instead.
 */
export function RoleGuard({ allow, requireVerification = false, children }: RoleGuardProps) {
  const { status, user, role, error } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <PageLoader />;
  // Not known to be signed out: never the sign-in page for a session that could not be checked.
  if (error) return <SessionErrorScreen />;
  if (!user || !role) return <Navigate to={paths.auth.signIn.getHref()} replace state={{ from: location }} />;
  if (!allow.includes(role))
    return (
      <GuardShell>
        <RestrictedScreen allowed={allow} role={role} />
      </GuardShell>
    );
  if (requireVerification && !user.verified)
    return (
      <GuardShell>
        <VerificationRequiredScreen user={user} role={role} />
      </GuardShell>
    );
  return children ?? <Outlet />;
}
