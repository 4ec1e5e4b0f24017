import { ShieldCheck } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { PageHeader } from '@/components/ui/page-header';
import { PasswordSection, Section, SessionsSection, TwoFactorCard } from '@/features/account';

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
        <PasswordSection />
        <Section
          id="two-factor"
          icon={ShieldCheck}
          title="Two-factor authentication"
          description="Lost your recovery codes? Create new ones here; the old ones stop working."
        >
          <TwoFactorCard />
        </Section>
        <SessionsSection />
      </div>
    </div>
  );
}
