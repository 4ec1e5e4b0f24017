import { Link } from 'react-router';
import { GuidePage } from '@/features/onboarding/components/guide-page';
import { hostOnboarding } from '@/features/onboarding/guides';
import { paths } from '@espasyo/domain/paths';

/** /onboarding: the host's set-up guide. */
export default function Page() {
  return (
    <GuidePage
      def={hostOnboarding}
      aside={
        <p className="px-1 text-sm text-ink-600">
          Already set up?{' '}
          <Link to={paths.tutorial.getHref()} className="font-semibold text-brand-700 underline hover:text-brand-800">
            See how hosting works day to day
          </Link>
          .
        </p>
      }
    />
  );
}
