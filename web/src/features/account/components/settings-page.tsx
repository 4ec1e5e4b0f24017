import { Database, Mail, ShieldCheck } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { EmailPreferencesCard } from './email-preferences-card';
import { Section } from './section';
import { PasswordSection, SessionsSection } from './security-sections';
import { TwoFactorCard } from './two-factor-card';
import { useScrollToHash } from './use-scroll-to-hash';
import { YourDataCard } from './your-data-card';
import { PageTitle } from '@/components/page-title';

/** /client/settings and /host/settings: the emails the user gets, sign-in security and their data. */
export function SettingsPage() {
  useScrollToHash(true);
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle>Settings</PageTitle>
      <PageHeader
        title="Settings"
        description="Choose the emails you get, keep your account secure and see where you are signed in."
      />
      <div className="space-y-6">
        <Section
          id="notifications"
          icon={Mail}
          title="Email notifications"
          description="Choose which emails we send you. Emails about your account's security are always sent."
        >
          <EmailPreferencesCard />
        </Section>
        <PasswordSection />
        <SessionsSection />
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
