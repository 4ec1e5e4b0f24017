import { Bell, Database, FileCheck, Languages, ShieldCheck } from 'lucide-react';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { ConsentsCard } from './consents-card';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';
import { AccountMessages } from './account-messages';
import { NotificationPreferencesCard } from './notification-preferences-card';
import { Section } from './section';
import { PasswordSection, SessionsSection } from './security-sections';
import { TwoFactorCard } from './two-factor-card';
import { useScrollToHash } from './use-scroll-to-hash';
import { YourDataCard } from './your-data-card';
import { PageTitle } from '@/components/page-title';

/**
 * /client/settings and /host/settings: how the user is told and in which language (issue 34),
 * sign-in security and their data.
 */
export function SettingsPage() {
  const m = useMessages('account').settings;
  const consents = useMessages('consents').settings;
  useScrollToHash(true);
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      <AccountMessages>
        <div className="space-y-6">
          <Section id="notifications" icon={Bell} title={m.notifications} description={m.notificationsDescription}>
            <NotificationPreferencesCard />
          </Section>
          <Section id="language" icon={Languages} title={m.language} description={m.languageDescription}>
            <LanguageSwitcher />
          </Section>
          <PasswordSection />
          <SessionsSection />
          <Section id="two-factor" icon={ShieldCheck} title={m.twoFactor}>
            <TwoFactorCard />
          </Section>
          <Section id="consents" icon={FileCheck} title={consents.title} description={consents.description}>
            <ConsentsCard />
          </Section>
          <Section id="your-data" icon={Database} title={m.yourData}>
            <YourDataCard />
          </Section>
        </div>
      </AccountMessages>
    </div>
  );
}
