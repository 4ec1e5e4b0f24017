import { KeyRound, MonitorSmartphone } from 'lucide-react';
import { useMessages } from '@/lib/i18n';
import { ChangePasswordForm } from './change-password-form';
import { Section } from './section';
import { SessionsCard } from './sessions-card';

/** 'Change password', shared by the account settings and the staff account page. */
export function PasswordSection() {
  const m = useMessages('account').password;
  return (
    <Section id="password" icon={KeyRound} title={m.title} description={m.description}>
      <ChangePasswordForm />
    </Section>
  );
}

/** 'Active sessions', shared by the account settings and the staff account page. */
export function SessionsSection() {
  const m = useMessages('account').sessions;
  return (
    <Section id="sessions" icon={MonitorSmartphone} title={m.title} description={m.description}>
      <SessionsCard />
    </Section>
  );
}
