import { Link } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { useVerificationRequirements } from '@/features/account';

/**
 * The server's refusal of a host the security settings do not yet let publish ('Before you
 * publish a listing, verify your …'), with a link to each check still to do on the profile.
 */
export function VerificationNeeded({ message }: { message: string }) {
  const m = useMessages('listingWizard').verify;
  const req = useVerificationRequirements().data;
  const profile = paths.host.profile;
  const steps = [
    { check: 'email', label: m.email, to: profile.getHref('email') },
    { check: 'phone', label: m.phone, to: profile.getHref('phone') },
    { check: 'id', label: m.id, to: profile.getHref('id-verification') },
    { check: 'backgroundCheck', label: m.backgroundCheck, to: profile.getHref('background-check') },
  ] as const;
  const missing = req ? steps.filter((s) => req[s.check].required && !req[s.check].done) : [];
  return (
    <Alert tone="danger" title={m.title}>
      <p>
        <LocalMessage message={message} />
      </p>
      <ul className="mt-2 space-y-1">
        {(missing.length ? missing : [{ label: m.profile, to: profile.getHref() }]).map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              {m.link({ label: s.label })}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-ink-700">{m.saved}</p>
    </Alert>
  );
}
