import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MailWarning } from 'lucide-react';
import { en } from '@espasyo/domain/messages/en';
import { ErrorCode } from '@espasyo/domain/errors';
import { homePathFor } from '@espasyo/domain/roles';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { useResendVerification } from '@/features/auth/api/use-resend-verification';
import { useVerifyEmail } from '@/features/auth/api/use-verify-email';
import { LinkSuccess } from '@/features/auth/components/link-success';
import { AuthCard } from '@/features/auth/components/auth-card';

function problem(error: unknown): string {
  if (isApiError(error, ErrorCode.tokenUsed)) return en.contact.linkUsed;
  if (isApiError(error, ErrorCode.tokenExpired)) return en.contact.linkExpired;
  if (isApiError(error, ErrorCode.tokenInvalid)) return en.contact.linkInvalid;
  return authErrorMessage(error, en.generic.unexpected);
}

/** /verify-email?token=… (docs/product/accounts.md): confirms the address the link was sent to. */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verify = useVerifyEmail(token);
  const resend = useResendVerification();
  const { user, role, refresh } = useAuth();
  const next = user ? homePathFor(role) : paths.auth.signIn.getHref();

  useEffect(() => {
    if (verify.isSuccess) void refresh(); // the profile's emailVerified flag just changed
  }, [verify.isSuccess, refresh]);

  if (token && verify.isPending) return <PageLoader label="Confirming your email address..." />;

  if (verify.isSuccess)
    return (
      <LinkSuccess
        title="Email address confirmed"
        message={verify.data?.message || en.contact.emailVerified}
        next={next}
        signedIn={!!user}
      />
    );

  return (
    <AuthCard title="We could not confirm your email">
      <div className="space-y-5">
        <div className="flex justify-center">
          <MailWarning aria-hidden="true" className="size-12 text-warning-600" />
        </div>
        <Alert tone="warning">{token ? problem(verify.error) : en.contact.linkInvalid}</Alert>
        {user ? (
          <>
            {resend.isSuccess && <Alert tone="success">{resend.data?.message || en.contact.emailSent}</Alert>}
            {resend.isError && <Alert tone="danger">{authErrorMessage(resend.error, en.generic.unexpected)}</Alert>}
            <Button
              variant="secondary"
              size="lg"
              full
              loading={resend.isPending}
              loadingText="Sending..."
              onClick={() => resend.mutate()}
            >
              Send a new link
            </Button>
          </>
        ) : (
          <Link to={paths.auth.signIn.getHref()} className={buttonClasses('secondary', 'lg', true)}>
            Sign in to get a new link
          </Link>
        )}
      </div>
    </AuthCard>
  );
}
