import { ShieldCheck } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';
import { PasswordSection, Section, SessionsSection, TwoFactorCard } from '@/features/account';

/**
 * /admin-account: the staff member's own sign-in security inside the admin area — change
 * password, two-factor (new recovery codes), devices — built from the account feature.
 */
export function AdminAccountPage() {
  const m = useMessages('adminCore').account;
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      <div className="space-y-6">
        <PasswordSection />
        <Section id="two-factor" icon={ShieldCheck} title={m.twoFactor} description={m.twoFactorText}>
          <TwoFactorCard />
        </Section>
        <SessionsSection />
      </div>
    </div>
  );
}
