import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { AuthCard } from './auth-card';

/** What an emailed link did (email confirmed, email changed), then on to `next`. */
export function LinkSuccess({
  title,
  message,
  next,
  signedIn,
}: {
  title: string;
  message: ReactNode;
  next: string;
  signedIn: boolean;
}) {
  const m = useMessages('authPages').link;
  return (
    <AuthCard title={title}>
      <div className="flex flex-col items-center text-center">
        <CircleCheck aria-hidden="true" className="mb-4 size-12 text-success-600" />
        <p role="status" className="text-base text-ink-700">
          {message}
        </p>
        <Link to={next} className={`${buttonClasses('primary', 'lg', true)} mt-6`}>
          {signedIn ? m.continue : m.signIn}
        </Link>
      </div>
    </AuthCard>
  );
}
