import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { en, signInSchema, type SignInInput } from '@espasyo/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { authErrorMessage } from '../api/auth-errors';
import { useSignIn } from '../api/use-sign-in';
import { applyFieldErrors } from './server-errors';
import { textLink } from './auth-card';

/**
 * Email and password sign-in (requirements §2, §4, §5). Used by /signin and by the admin
 * sign-in at /admin; where the user goes next is the page's decision.
 */
export function SignInForm({ submitLabel = 'Sign In' }: { submitLabel?: string }) {
  const signIn = useSignIn();
  const { register, handleSubmit, setError, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, { onError: (e) => applyFieldErrors(e, setError, ['email', 'password']) }),
  );
  const serverError = signIn.isError ? authErrorMessage(signIn.error, en.auth.signInFailed) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError && <Alert tone="danger">{serverError}</Alert>}
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        labelAside={
          <Link to="/forgot-password" className={`${textLink} text-sm`}>
            Forgot password?
          </Link>
        }
        {...register('password')}
      />
      {/* The spec keeps 'Remember me' without behaviour: sessions last by the platform's timeout. */}
      <Checkbox label="Remember me" name="remember" />
      <Button type="submit" variant="primary" size="lg" full loading={signIn.isPending} loadingText={en.auth.signingIn}>
        {submitLabel}
      </Button>
    </form>
  );
}
