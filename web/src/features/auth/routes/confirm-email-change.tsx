import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailWarning } from 'lucide-react';
import { en } from '@espasyo/domain/messages/en';
import { homePathFor } from '@espasyo/domain/roles';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { useConfirmEmailChange } from '@/features/auth/api/use-confirm-email-change';
import { LinkSuccess } from '@/features/auth/components/link-success';
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
      <LinkSuccess
        title="Email address changed"
        message={<>{confirm.data?.message || en.emailChange.changed} Sign in with it from now on.</>}
        next={next}
        signedIn={!!user}
      />
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
