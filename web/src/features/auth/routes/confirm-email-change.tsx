import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck, MailWarning } from 'lucide-react';
import { en, homePathFor, paths } from '@espasyo/domain';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { useConfirmEmailChange } from '@/features/auth/api/use-verify-email';
import { AuthCard } from '@/features/auth/components/auth-card';

/** /confirm-email-change?token=… (decision 0020): the link sent to a new address makes it the account's email. */
export default function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange(token);
  const { user, role, refresh } = useAuth();
  const next = user ? homePathFor(role) : paths.auth.signIn.getHref();

  useEffect(() => {
    if (confirm.isSuccess) void refresh(); // the signed-in user's email just changed
  }, [confirm.isSuccess, refresh]);

  if (token && confirm.isPending) return <PageLoader label="Confirming your new email address..." />;

  if (confirm.isSuccess)
    return (
      <AuthCard title="Email address changed">
        <div className="flex flex-col items-center text-center">
          <CircleCheck aria-hidden="true" className="mb-4 size-12 text-success-600" />
          <p role="status" className="text-base text-ink-700">
            {confirm.data?.message || en.emailChange.changed} Sign in with it from now on.
          </p>
          <Link to={next} className={`${buttonClasses('primary', 'lg', true)} mt-6`}>
            {user ? 'Continue' : 'Sign in'}
          </Link>
        </div>
      </AuthCard>
    );

  return (
    <AuthCard title="We could not change your email">
      <div className="space-y-5">
        <div className="flex justify-center">
          <MailWarning aria-hidden="true" className="size-12 text-warning-600" />
        </div>
        <Alert tone="warning">
          {token ? authErrorMessage(confirm.error, en.generic.unexpected) : en.emailChange.linkInvalid}
        </Alert>
        <Link
          to={user ? homePathFor(role) : paths.auth.signIn.getHref()}
          className={buttonClasses('secondary', 'lg', true)}
        >
          {user ? 'Go to my dashboard' : 'Sign in'}
        </Link>
      </div>
    </AuthCard>
  );
}
