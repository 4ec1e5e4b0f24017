import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { en } from '@espasyo/domain/messages/en';
import { ErrorCode } from '@espasyo/domain/errors';
import type { NewPasswordInput } from '@espasyo/domain/schemas/auth';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { Button, buttonClasses } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { PageLoader } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { usePasswordPolicy } from '@/lib/public-settings';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { useResetPassword } from '@/features/auth/api/use-reset-password';
import { useResetToken } from '@/features/auth/api/use-reset-token';
import { AuthCard, textLink } from '@/features/auth/components/auth-card';
import { passwordHint } from '@espasyo/domain/settings/password-rules';
import { applyFieldErrors, isFieldError } from '@/lib/form-errors';

const fields = ['password', 'confirmPassword'];

/** Why a link cannot be used, in our words when the server's code is one we know. */
function linkProblem(error: unknown): string {
  if (isApiError(error, ErrorCode.tokenUsed)) return en.auth.resetLinkUsed;
  if (isApiError(error, ErrorCode.tokenExpired)) return en.auth.resetLinkExpired;
  // not_found: the link's token does not even make a valid address.
  if (isApiError(error, ErrorCode.tokenInvalid, ErrorCode.notFound)) return en.auth.resetLinkInvalid;
  return authErrorMessage(error, en.generic.unexpected);
}

function BadLink({ message }: { message: string }) {
  return (
    <AuthCard title="Reset link problem">
      <Alert tone="warning">{message}</Alert>
      <Link to={paths.auth.forgotPassword.getHref()} className={`${buttonClasses('secondary', 'lg', true)} mt-6`}>
        Request a new link
      </Link>
    </AuthCard>
  );
}

/** /reset-password?token=… (docs/product/accounts.md): check the link first, then choose a new password. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useResetToken(token);
  const reset = useResetPassword();
  const policy = usePasswordPolicy();
  const resolver = useMemo(
    () =>
      lazyZodResolver<NewPasswordInput>(() =>
        import('@espasyo/domain/schemas/auth').then((m) => m.newPasswordSchema(policy)),
      ),
    [policy],
  );
  const { register, handleSubmit, setError, formState } = useForm<NewPasswordInput>({
    resolver,
    defaultValues: { token, password: '', confirmPassword: '' },
  });

  if (!token) return <BadLink message={en.auth.resetLinkInvalid} />;
  if (check.isPending) return <PageLoader />;
  if (check.isError) return <BadLink message={linkProblem(check.error)} />;

  if (reset.isSuccess)
    return (
      <AuthCard title="Password changed">
        <div className="flex flex-col items-center text-center">
          <CircleCheck aria-hidden="true" className="mb-4 size-12 text-success-600" />
          <p role="status" className="text-base text-ink-700">
            {reset.data?.message || en.account.passwordResetDone}
          </p>
          <Link to={paths.auth.signIn.getHref()} className={`${buttonClasses('primary', 'lg', true)} mt-6`}>
            Sign in
          </Link>
        </div>
      </AuthCard>
    );

  // A link that expired between opening the page and submitting is a link problem, not a form error.
  const linkError = isApiError(reset.error, ErrorCode.tokenUsed, ErrorCode.tokenExpired, ErrorCode.tokenInvalid);
  if (reset.isError && linkError) return <BadLink message={linkProblem(reset.error)} />;
  // A field error (e.g. a too common password) shows under its field only.
  const submitError = reset.isError && !isFieldError(reset.error, fields) ? reset.error : null;

  const onSubmit = handleSubmit((v) =>
    reset.mutate(
      { token, password: v.password, confirmPassword: v.confirmPassword },
      { onError: (e) => applyFieldErrors(e, setError, fields) },
    ),
  );

  return (
    <AuthCard
      title="Choose a new password"
      description="You will use it the next time you sign in."
      footer={
        <Link to={paths.auth.signIn.getHref()} className={textLink}>
          Back to sign in
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {submitError && <Alert tone="danger">{authErrorMessage(submitError, en.generic.unexpected)}</Alert>}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          help={passwordHint(policy, 'policy')}
          required
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          required
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" variant="primary" size="lg" full loading={reset.isPending} loadingText="Saving...">
          Save new password
        </Button>
      </form>
    </AuthCard>
  );
}
