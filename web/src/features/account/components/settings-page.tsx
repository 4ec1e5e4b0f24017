import { Bell, Database, FileCheck, ShieldCheck } from 'lucide-react';
import { consentMessages } from '@espasyo/domain/messages/consents';
import { ConsentsCard } from './consents-card';
import { PageHeader } from '@/components/ui/page-header';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { Section } from './section';
import { PasswordSection, SessionsSection } from './security-sections';
import { TwoFactorCard } from './two-factor-card';
import { useScrollToHash } from './use-scroll-to-hash';
import { YourDataCard } from './your-data-card';
import { PageTitle } from '@/components/page-title';

/** /client/settings and /host/settings: how the user is told, sign-in security and their data. */
export function SettingsPage() {
  useScrollToHash(true);
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle>Settings</PageTitle>
      <PageHeader
        title="Settings"
        description="Choose how we notify you, keep your account secure and see where you are signed in."
      />
      <div className="space-y-6">
        <Section
          id="notifications"
          icon={Bell}
          title="Notifications"
          description="Choose how we tell you about bookings, messages and payments: by email, text, push or in the app."
        >
          <NotificationPreferencesCard />
        </Section>
        <PasswordSection />
        <SessionsSection />
        <Section id="two-factor" icon={ShieldCheck} title="Two-factor authentication">
          <TwoFactorCard />
        </Section>
        <Section
          id="consents"
          icon={FileCheck}
          title={consentMessages.settings.title}
          description={consentMessages.settings.description}
        >
          <ConsentsCard />
        </Section>
        <Section id="your-data" icon={Database} title="Your data">
          <YourDataCard />
        </Section>
      </div>
    </div>
  );
}
