import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isAdmin, type UserType } from '@espasyo/domain/roles';
import { PageLoader } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { GuardShell } from './guard-shell';
import { AccessDeniedScreen, TwoFactorSetupScreen } from './guard-screens';
import { SessionErrorScreen } from './session-error-screen';
import { useTwoFactorStatus, useUnconfirmedRecoveryCodes } from '@/features/account';
import { paths } from '@espasyo/domain/paths';

export interface AdminGuardProps {
  /** Roles allowed in; without a list, only users who count as admin (docs/product/roles.md). */
  roles?: readonly UserType[];
  /** False when the guard sits inside the admin layout, which already draws the page chrome. */
  withShell?: boolean;
  children?: ReactNode;
}

export function AdminGuard({ roles, withShell = true, children }: AdminGuardProps) {
  const { status, user, role, error } = useAuth();
  const location = useLocation();
  // security.twoFactorAuthRequired: staff without two-factor may only set it up (server 403s the rest).
  const twoFactor = useTwoFactorStatus();
  // Just turned on: the status already says enabled, but the recovery codes stay on screen
  // until the user ticks 'I have saved these codes' and continues.
  const unconfirmedCodes = useUnconfirmedRecoveryCodes();

  if (status === 'loading') return <PageLoader />;
  // Not known to be signed out: never the sign-in page for a session that could not be checked.
  if (error) return <SessionErrorScreen />;
  if (!user || !role) return <Navigate to={paths.auth.adminSignIn.getHref()} replace state={{ from: location }} />;
  const allowed = roles ? roles.includes(role) : isAdmin(user);
  if (!allowed)
    return withShell ? (
      <GuardShell>
        <AccessDeniedScreen />
      </GuardShell>
    ) : (
      <AccessDeniedScreen />
    );
  if (twoFactor.data?.required && (!twoFactor.data.enabled || unconfirmedCodes))
    return withShell ? (
      <GuardShell>
        <TwoFactorSetupScreen />
      </GuardShell>
    ) : (
      <TwoFactorSetupScreen />
    );
  return children ?? <Outlet />;
}
