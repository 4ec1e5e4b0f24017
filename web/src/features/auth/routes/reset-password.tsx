import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { ErrorCode } from '@espasyo/domain/errors';
import type { NewPasswordInput } from '@espasyo/domain/schemas/auth';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
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
import { usePasswordHint } from '@/features/auth/components/password-hint';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { applyFieldErrors, isFieldError } from '@/lib/form-errors';

const fields = ['password', 'confirmPassword'];

/** Why a link cannot be used, in our words when the server's code is one we know. */
function linkProblem(error: unknown, m: Messages<Catalogs['authPages']>['reset']): string {
  if (isApiError(error, ErrorCode.tokenUsed)) return m.linkUsed;
  if (isApiError(error, ErrorCode.tokenExpired)) return m.linkExpired;
  // not_found: the link's token does not even make a valid address.
  if (isApiError(error, ErrorCode.tokenInvalid, ErrorCode.notFound)) return m.linkInvalid;
  return authErrorMessage(error, m.unexpected);
}

function BadLink({ message }: { message: string }) {
  const m = useMessages('authPages').reset;
  return (
    <AuthCard title={m.linkProblem}>
      <Alert tone="warning">
        <LocalMessage message={message} />
      </Alert>
      <Link to={paths.auth.forgotPassword.getHref()} className={`${buttonClasses('secondary', 'lg', true)} mt-6`}>
        {m.requestNew}
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
  const m = useMessages('authPages').reset;
  const hint = usePasswordHint();
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

  if (!token) return <BadLink message={m.linkInvalid} />;
  if (check.isPending) return <PageLoader />;
  if (check.isError) return <BadLink message={linkProblem(check.error, m)} />;

  if (reset.isSuccess)
    return (
      <AuthCard title={m.doneTitle}>
        <div className="flex flex-col items-center text-center">
          <CircleCheck aria-hidden="true" className="mb-4 size-12 text-success-600" />
          <p role="status" className="text-base text-ink-700">
            <LocalMessage message={reset.data?.message || m.done} />
          </p>
          <Link to={paths.auth.signIn.getHref()} className={`${buttonClasses('primary', 'lg', true)} mt-6`}>
            {m.signIn}
          </Link>
        </div>
      </AuthCard>
    );

  // A link that expired between opening the page and submitting is a link problem, not a form error.
  const linkError = isApiError(reset.error, ErrorCode.tokenUsed, ErrorCode.tokenExpired, ErrorCode.tokenInvalid);
  if (reset.isError && linkError) return <BadLink message={linkProblem(reset.error, m)} />;
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
      title={m.title}
      description={m.description}
      footer={
        <Link to={paths.auth.signIn.getHref()} className={textLink}>
          {m.backToSignIn}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {submitError && (
          <Alert tone="danger">
            <LocalMessage message={authErrorMessage(submitError, m.unexpected)} />
          </Alert>
        )}
        <PasswordField
          label={m.newPassword}
          autoComplete="new-password"
          help={hint(policy, 'policy')}
          required
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label={m.confirmPassword}
          autoComplete="new-password"
          required
          error={formState.errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" variant="primary" size="lg" full loading={reset.isPending} loadingText={m.saving}>
          {m.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
