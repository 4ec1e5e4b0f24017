import { Database, KeyRound, MonitorSmartphone, ShieldCheck } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { ChangePasswordForm } from './change-password-form';
import { Section } from './section';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';
import { useScrollToHash } from './use-scroll-to-hash';
import { YourDataCard } from './your-data-card';
import { PageTitle } from '@/components/page-title';

/** /client/settings and /host/settings: sign-in security and the user's data. */
export function SettingsPage() {
  useScrollToHash(true);
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle>Settings</PageTitle>
      <PageHeader title="Settings" description="Keep your account secure and see where you are signed in." />
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
          id="sessions"
          icon={MonitorSmartphone}
          title="Active sessions"
          description="Devices where your account is signed in now."
        >
          <SessionsCard />
        </Section>
        <Section id="two-factor" icon={ShieldCheck} title="Two-factor authentication">
          <TwoFactorCard />
        </Section>
        <Section id="your-data" icon={Database} title="Your data">
          <YourDataCard />
        </Section>
      </div>
    </div>
  );
}
