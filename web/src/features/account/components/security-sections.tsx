import { KeyRound, MonitorSmartphone } from 'lucide-react';
import { ChangePasswordForm } from './change-password-form';
import { Section } from './section';
import { SessionsCard } from './sessions-card';

/** 'Change password', shared by the account settings and the staff account page. */
export function PasswordSection() {
  return (
    <Section
      id="password"
      icon={KeyRound}
      title="Change password"
      description="Other devices are signed out when your password changes."
    >
      <ChangePasswordForm />
    </Section>
  );
}

/** 'Active sessions', shared by the account settings and the staff account page. */
export function SessionsSection() {
  return (
    <Section
      id="sessions"
      icon={MonitorSmartphone}
      title="Active sessions"
      description="Devices where your account is signed in now."
    >
      <SessionsCard />
    </Section>
  );
}
