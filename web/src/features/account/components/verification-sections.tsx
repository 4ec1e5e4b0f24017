import { IdCard, Mail, ShieldCheck, Smartphone } from 'lucide-react';
import type { User } from '@espasyo/domain/schemas/auth';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n';
import { useVerification } from '@/features/account/api/use-verification';
import { useVerificationRequirements } from '@/features/account/api/use-verification-requirements';
import { EmailVerification } from './email-verification';
import type { FileRules } from './file-rules';
import { IdVerification } from './id-verification';
import { PhoneCodeForm } from './phone-code-form';
import { Section } from './section';
import { withNode } from './account-messages';
import { backgroundCheckState, idCheckState, VerifiedBadge, type CheckState } from './verified-badge';

function Aside({ state, required }: { state: CheckState; required?: boolean }) {
  const m = useMessages('account').verification;
  return (
    <div className="flex flex-wrap gap-2">
      {required && state !== 'done' && <Badge tone="info">{m.required}</Badge>}
      <VerifiedBadge state={state} />
    </div>
  );
}

/**
 * Email, phone and ID: the three checks of docs/product/accounts.md, each a link target of its own;
 * and a host's background check while the platform requires one (made by staff: nothing to do here).
 */
export function VerificationSections({ user, rules }: { user: User; rules: FileRules }) {
  const m = useMessages('account');
  const requirements = useVerificationRequirements().data;
  const verification = useVerification().data;
  const idState = idCheckState(user.idVerified, verification);
  const check = requirements?.backgroundCheck;
  const checkState = backgroundCheckState(!!check?.done, user.idVerified);

  return (
    <section id="verification" className="scroll-mt-24 space-y-6" aria-labelledby="verification-title">
      <div>
        <h2 id="verification-title" className="text-xl font-bold text-ink-900">
          {m.verification.title}
        </h2>
        <p className="mt-1 max-w-prose text-base text-ink-600">{m.verification.intro}</p>
      </div>
      <Section
        id="email"
        level={3}
        icon={Mail}
        title={m.verification.email}
        aside={<Aside state={user.emailVerified ? 'done' : 'missing'} required={requirements?.email.required} />}
      >
        <EmailVerification user={user} />
      </Section>
      <Section
        id="phone"
        level={3}
        icon={Smartphone}
        title={m.verification.phone}
        aside={<Aside state={user.phoneVerified ? 'done' : 'missing'} required={requirements?.phone.required} />}
      >
        {user.phoneVerified ? (
          <p className="text-sm text-ink-700">
            {withNode(m.phone.verifiedNumber, 'phone', <strong className="font-semibold">{user.phone}</strong>)}
          </p>
        ) : (
          <PhoneCodeForm phone={user.phone} />
        )}
      </Section>
      <Section
        id="id-verification"
        level={3}
        icon={IdCard}
        title={m.verification.id}
        aside={<Aside state={idState} required={requirements?.id.required} />}
      >
        <IdVerification user={user} rules={rules} />
      </Section>
      {check?.required && (
        <Section
          id="background-check"
          level={3}
          icon={ShieldCheck}
          title={m.verification.backgroundCheck}
          aside={<Aside state={checkState} required />}
        >
          <p className="text-sm text-ink-700">{m.verification.background[checkState]}</p>
        </Section>
      )}
    </section>
  );
}
