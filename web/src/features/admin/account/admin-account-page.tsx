import { KeyRound, MonitorSmartphone, ShieldCheck } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordForm, Section, SessionsCard, TwoFactorCard } from '@/features/account';

/**
 * /admin-account: the staff member's own sign-in security inside the admin area — change
 * password, two-factor (new recovery codes), devices — built from the account feature.
 */
export function AdminAccountPage() {
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle>My account</PageTitle>
      <PageHeader
        title="My account"
        description="Your password, two-factor sign-in and the devices where you are signed in."
      />
      <div className="space-y-6">
        <Section
          id="password"
          icon={KeyRound}
          title="Change password"
          description="Other devices are signed out when your password changes."
        >
          <ChangePasswordForm />
        </Section>
        <Section
          id="two-factor"
          icon={ShieldCheck}
          title="Two-factor authentication"
          description="Lost your recovery codes? Create new ones here; the old ones stop working."
        >
          <TwoFactorCard />
        </Section>
        <Section
          id="sessions"
          icon={MonitorSmartphone}
          title="Active sessions"
          description="Devices where your account is signed in now."
        >
          <SessionsCard />
        </Section>
      </div>
    </div>
  );
}
