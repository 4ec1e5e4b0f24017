import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailWarning } from 'lucide-react';
import { ErrorCode } from '@espasyo/domain/errors';
import { homePathFor } from '@espasyo/domain/roles';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { useResendVerification } from '@/features/auth/api/use-resend-verification';
import { useVerifyEmail } from '@/features/auth/api/use-verify-email';
import { LinkSuccess } from '@/features/auth/components/link-success';
import { AuthCard } from '@/features/auth/components/auth-card';

function problem(error: unknown, m: Messages<Catalogs['authPages']>['link']): string {
  if (isApiError(error, ErrorCode.tokenUsed)) return m.linkUsed;
  if (isApiError(error, ErrorCode.tokenExpired)) return m.linkExpired;
  if (isApiError(error, ErrorCode.tokenInvalid)) return m.linkInvalid;
  return authErrorMessage(error, m.unexpected);
}

/** /verify-email?token=… (docs/product/accounts.md): confirms the address the link was sent to. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail(token);
  const resend = useResendVerification();
  const { user, role, refresh } = useAuth();
  const m = useMessages('authPages').link;
  const next = user ? homePathFor(role) : paths.auth.signIn.getHref();

  useEffect(() => {
    if (verify.isSuccess) void refresh(); // the profile's emailVerified flag just changed
  }, [verify.isSuccess, refresh]);

  if (token && verify.isPending) return <PageLoader label={m.confirming} />;

  if (verify.isSuccess)
    return (
      <LinkSuccess
        title={m.confirmedTitle}
        message={<LocalMessage message={verify.data?.message || m.emailVerified} />}
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
          <LocalMessage message={token ? problem(verify.error, m) : m.linkInvalid} />
        </Alert>
        {user ? (
          <>
            {resend.isSuccess && (
              <Alert tone="success">
                <LocalMessage message={resend.data?.message || m.emailSent} />
              </Alert>
            )}
            {resend.isError && (
              <Alert tone="danger">
                <LocalMessage message={authErrorMessage(resend.error, m.unexpected)} />
              </Alert>
            )}
            <Button
              variant="secondary"
              size="lg"
              full
              loading={resend.isPending}
              loadingText={m.sending}
              onClick={() => resend.mutate()}
            >
              {m.sendNew}
            </Button>
          </>
        ) : (
          <Link to={paths.auth.signIn.getHref()} className={buttonClasses('secondary', 'lg', true)}>
            {m.signInForNew}
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
