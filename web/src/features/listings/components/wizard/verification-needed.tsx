import { Link } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { useVerificationRequirements } from '@/features/account';

/**
 * The server's refusal of a host the security settings do not yet let publish ('Before you
 * publish a listing, verify your …'), with a link to each check still to do on the profile.
 */
export function VerificationNeeded({ message }: { message: string }) {
  const req = useVerificationRequirements().data;
  const profile = paths.host.profile;
  const steps = [
    { check: 'email', label: 'Confirm your email address', to: profile.getHref('email') },
    { check: 'phone', label: 'Verify your mobile number', to: profile.getHref('phone') },
    { check: 'id', label: 'Upload a government ID for review', to: profile.getHref('id-verification') },
    { check: 'backgroundCheck', label: 'See your background check', to: profile.getHref('background-check') },
  ] as const;
  const missing = req ? steps.filter((s) => req[s.check].required && !req[s.check].done) : [];
  return (
    <Alert tone="danger" title="Verify your account to publish">
      <p>{message}</p>
      <ul className="mt-2 space-y-1">
        {(missing.length ? missing : [{ label: 'Go to your profile to verify', to: profile.getHref() }]).map((s) => (
          <li key={s.to}>
            <Link to={s.to} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              {s.label} →
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-1 text-ink-700">
        Your listing is saved as a draft: come back and submit it once you are verified.
      </p>
    </Alert>
  );
}
