import { IdCard, Mail, ShieldCheck, Smartphone } from 'lucide-react';
import { en } from '@espasyo/domain/messages/en';
import type { User } from '@espasyo/domain/schemas/auth';
import { Badge } from '@/components/ui/badge';
import { useVerification } from '@/features/account/api/use-verification';
import { useVerificationRequirements } from '@/features/account/api/use-verification-requirements';
import { EmailVerification } from './email-verification';
import type { FileRules } from './file-rules';
import { IdVerification } from './id-verification';
import { PhoneCodeForm } from './phone-code-form';
import { Section } from './section';
import {
  backgroundCheckDetail,
  backgroundCheckState,
  idCheckState,
  VerifiedBadge,
  type CheckState,
} from './verified-badge';

function Aside({ state, required }: { state: CheckState; required?: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      {required && state !== 'done' && <Badge tone="info">Required</Badge>}
      <VerifiedBadge state={state} />
    </div>
  );
}

/**
 * Email, phone and ID: the three checks of docs/product/accounts.md, each a link target of its own;
 * and a host's background check while the platform requires one (made by staff: nothing to do here).
 */
export function VerificationSections({ user, rules }: { user: User; rules: FileRules }) {
  const requirements = useVerificationRequirements().data;
  const verification = useVerification().data;
  const idState = idCheckState(user.idVerified, verification);
  const check = requirements?.backgroundCheck;
  const checkState = backgroundCheckState(!!check?.done, user.idVerified);

  return (
    <section id="verification" className="scroll-mt-24 space-y-6" aria-labelledby="verification-title">
      <div>
        <h2 id="verification-title" className="text-xl font-bold text-ink-900">
          Verification
        </h2>
        <p className="mt-1 max-w-prose text-base text-ink-600">
          Verified accounts are what make renting from a stranger safe. Confirm your email and phone, and have your ID
          checked once.
        </p>
      </div>
      <Section
        id="email"
        level={3}
        icon={Mail}
        title="Email address"
        aside={<Aside state={user.emailVerified ? 'done' : 'missing'} required={requirements?.email.required} />}
      >
        <EmailVerification user={user} />
      </Section>
      <Section
        id="phone"
        level={3}
        icon={Smartphone}
        title="Mobile number"
        aside={<Aside state={user.phoneVerified ? 'done' : 'missing'} required={requirements?.phone.required} />}
      >
        {user.phoneVerified ? (
          <p className="text-sm text-ink-700">
            <strong className="font-semibold">{user.phone}</strong>. {en.contact.phoneVerified}
          </p>
        ) : (
          <PhoneCodeForm phone={user.phone} />
        )}
      </Section>
      <Section
        id="id-verification"
        level={3}
        icon={IdCard}
        title="Government ID"
        aside={<Aside state={idState} required={requirements?.id.required} />}
      >
        <IdVerification user={user} rules={rules} />
      </Section>
      {check?.required && (
        <Section
          id="background-check"
          level={3}
          icon={ShieldCheck}
          title="Background check"
          aside={<Aside state={checkState} required />}
        >
          <p className="text-sm text-ink-700">{backgroundCheckDetail[checkState]}</p>
        </Section>
      )}
    </section>
  );
}
