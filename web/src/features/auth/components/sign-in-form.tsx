import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { SignInInput } from '@espasyo/domain/schemas/auth';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { PasswordField } from '@/components/ui/password-field';
import { EmailField } from '@/components/ui/person-fields';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { isChallenge, useSignIn } from '@/features/auth/api/use-sign-in';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { applyFieldErrors } from '@/lib/form-errors';
import { textLink } from './auth-card';
import { SocialButtons } from './social-buttons';
import { Spinner } from '@/components/ui/spinner';

/**
 * The code step of a two-factor sign-in: fetched when a sign-in is sent (the answer may ask for a
 * code), not with the page (issue 30's JavaScript budget).
 */
const loadTwoFactorStep = () => import('./two-factor-step');
const TwoFactorStep = lazy(() => loadTwoFactorStep().then((m) => ({ default: m.TwoFactorStep })));

const resolver = lazyZodResolver<SignInInput>(() => import('@espasyo/domain/schemas/auth').then((m) => m.signInSchema));
/**
 * Email and password sign-in (docs/product/routes.md, docs/product/states.md, docs/product/validation.md). Used by /signin and by the admin
 * sign-in at /admin; where the user goes next is the page's decision.
 */
export function SignInForm({ submitLabel, social = false }: { submitLabel?: string; social?: boolean }) {
  const m = useMessages('auth');
  const signIn = useSignIn();
  const { register, handleSubmit, setError, formState } = useForm<SignInInput>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  // Set when the password step ends early (challenge expired, too many codes).
  const [restartNote, setRestartNote] = useState<string | null>(null);

  if (isChallenge(signIn.data))
    return (
      <Suspense fallback={<Spinner className="mx-auto block text-brand-600" />}>
        <TwoFactorStep
          challenge={signIn.data}
          onRestart={(message) => {
            setRestartNote(message ?? null);
            signIn.reset();
          }}
        />
      </Suspense>
    );

  const onSubmit = handleSubmit((values) => {
    void loadTwoFactorStep().catch(() => undefined); // tried again if the answer asks for a code
    setRestartNote(null);
    signIn.mutate(values, { onError: (e) => applyFieldErrors(e, setError, ['email', 'password']) });
  });
  const serverError = signIn.isError ? authErrorMessage(signIn.error, m.signIn.failed) : null;

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {serverError && (
          <Alert tone="danger">
            <LocalMessage message={serverError} />
          </Alert>
        )}
        {restartNote && (
          <Alert tone="warning">
            <LocalMessage message={restartNote} />
          </Alert>
        )}
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label={m.fields.password}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          labelAside={
            <Link to={paths.auth.forgotPassword.getHref()} className={`${textLink} text-sm`}>
              {m.signIn.forgot}
            </Link>
          }
          {...register('password')}
        />
        {/* The spec keeps 'Remember me' without behaviour: sessions last by the platform's timeout. */}
        <Checkbox label={m.signIn.remember} name="remember" />
        <Button
          type="submit"
          variant="primary"
          size="lg"
          full
          loading={signIn.isPending}
          loadingText={m.signIn.submitting}
        >
          {submitLabel ?? m.signIn.submit}
        </Button>
      </form>
      {/* Only beside the password step: they make no sense while a code is asked for. */}
      {social && <SocialButtons />}
    </>
  );
}
