import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailWarning } from 'lucide-react';
import { homePathFor } from '@espasyo/domain/roles';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { useConfirmEmailChange } from '@/features/auth/api/use-confirm-email-change';
import { LinkSuccess } from '@/features/auth/components/link-success';
import { AuthCard } from '@/features/auth/components/auth-card';

/** /confirm-email-change?token=… (decision 0020): the link sent to a new address makes it the account's email. */
export default function ConfirmEmailChangePage() {
  const m = useMessages('account').emailChange;
  const unexpected = useMessages('authPages').errors.unexpected;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange(token);
  const { user, role, refresh } = useAuth();
  const next = user ? homePathFor(role) : paths.auth.signIn.getHref();

  useEffect(() => {
    if (confirm.isSuccess) void refresh(); // the signed-in user's email just changed
  }, [confirm.isSuccess, refresh]);

  if (token && confirm.isPending) return <PageLoader label={m.confirming} />;

  if (confirm.isSuccess)
    return (
      <LinkSuccess
        title={m.changedTitle}
        message={
          <>
            <LocalMessage message={confirm.data?.message || m.changed} /> {m.signInWithIt}
          </>
        }
        next={next}
        signedIn={!!user}
      />
    );

  return (
    <AuthCard title={m.failedTitle}>
      <div className="space-y-5">
        <div className="flex justify-center">
          <MailWarning aria-hidden="true" className="size-12 text-warning-600" />
        </div>
        <Alert tone="warning">
          {token ? <LocalMessage message={authErrorMessage(confirm.error, unexpected)} /> : m.linkInvalid}
        </Alert>
        <Link
          to={user ? homePathFor(role) : paths.auth.signIn.getHref()}
          className={buttonClasses('secondary', 'lg', true)}
        >
          {user ? m.dashboard : m.signIn}
        </Link>
      </div>
    </AuthCard>
  );
}
