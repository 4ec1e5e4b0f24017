import { Database, ShieldCheck } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from './section';
import { PasswordSection, SessionsSection } from './security-sections';
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
