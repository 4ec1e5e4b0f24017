import { Link } from 'react-router';
import { useAuth } from '@/lib/auth';
import { GuidePage } from '@/features/onboarding/components/guide-page';
import { tutorialFor } from '@/features/onboarding/guides';
import { paths } from '@espasyo/domain/paths';
import { useMessages } from '@/lib/i18n';

/** /tutorial: how renting works for clients, how hosting works for hosts. */
export default function Page() {
  const m = useMessages('onboarding').tutorialAside;
  const { role } = useAuth();
  return (
    <GuidePage
      key={role ?? 'none'}
      def={tutorialFor(role)}
      aside={
        role === 'host' ? (
          <p className="px-1 text-sm text-ink-600">
            {m.before}{' '}
            <Link
              to={paths.onboarding.getHref()}
              className="font-semibold text-brand-700 underline hover:text-brand-800"
            >
              {m.link}
            </Link>
            .
          </p>
        ) : undefined
      }
    />
  );
}
