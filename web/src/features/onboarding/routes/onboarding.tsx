import { Link } from 'react-router';
import { GuidePage } from '@/features/onboarding/components/guide-page';
import { hostOnboarding } from '@/features/onboarding/guides';
import { paths } from '@espasyo/domain/paths';
import { useMessages } from '@/lib/i18n';

/** /onboarding: the host's set-up guide. */
export default function Page() {
  const m = useMessages('onboarding').setUpAside;
  return (
    <GuidePage
      def={hostOnboarding}
      aside={
        <p className="px-1 text-sm text-ink-600">
          {m.before}{' '}
          <Link to={paths.tutorial.getHref()} className="font-semibold text-brand-700 underline hover:text-brand-800">
            {m.link}
          </Link>
          .
        </p>
      }
    />
  );
}
