import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { SignUpInput } from '@espasyo/domain/schemas/auth';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmailField, NameFields, NewPasswordFields } from '@/components/ui/person-fields';
import { TextField } from '@/components/ui/text-field';
import { usePasswordPolicy } from '@/lib/public-settings';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { useSignUp } from '@/features/auth/api/use-sign-up';
import { textLink } from './auth-card';
import { applyFieldErrors, isFieldError } from '@/lib/form-errors';
import { UserTypeChoice } from './user-type-choice';
import { usePasswordHint } from './password-hint';

const fieldNames = [
  'userType',
  'email',
  'firstName',
  'lastName',
  'phone',
  'password',
  'confirmPassword',
  'agreeToTerms',
] as const;

/** Sign-up with the spec's eight checks in order, then the platform's password policy (docs/product/validation.md). */
export function SignUpForm({ initialType }: { initialType: 'client' | 'host' }) {
  const policy = usePasswordPolicy();
  const s = useMessages('authPages').signUp;
  const hint = usePasswordHint();
  const resolver = useMemo(
    () =>
      lazyZodResolver<SignUpInput>(() => import('@espasyo/domain/schemas/auth').then((m) => m.signUpSchema(policy))),
    [policy],
  );
  const signUp = useSignUp();
  const { register, handleSubmit, setError, watch, formState } = useForm<SignUpInput>({
    resolver,
    defaultValues: {
      userType: initialType,
      email: '',
      firstName: '',
      lastName: '',
      phone: '',
      password: '',
      confirmPassword: '',
      agreeToTerms: false,
    },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    signUp.mutate(values, { onError: (e) => applyFieldErrors(e, setError, fieldNames) }),
  );
  const serverError =
    signUp.isError && !isFieldError(signUp.error, fieldNames) ? authErrorMessage(signUp.error, s.failed) : null;
  const newTab = <span className="sr-only">{` ${s.newTab}`}</span>;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {serverError && (
        <Alert tone="danger">
          <LocalMessage message={serverError} />
        </Alert>
      )}
      <UserTypeChoice registration={register('userType')} value={watch('userType')} />
      <EmailField error={errors.email?.message} {...register('email')} />
      <NameFields
        fields={[register('firstName'), register('lastName')]}
        errors={[errors.firstName?.message, errors.lastName?.message]}
      />
      <TextField
        label={s.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+63 917 123 4567"
        help={s.phoneHelp}
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <NewPasswordFields
        fields={[register('password'), register('confirmPassword')]}
        errors={[errors.password?.message, errors.confirmPassword?.message]}
        help={hint(policy, 'signUp')}
      />
      <Checkbox
        label={
          <>
            {s.agree.before}{' '}
            <Link to={paths.legal.terms.getHref()} target="_blank" rel="noopener" className={textLink}>
              {s.agree.terms}
              {newTab}
            </Link>{' '}
            {s.agree.and}{' '}
            <Link to={paths.legal.privacy.getHref()} target="_blank" rel="noopener" className={textLink}>
              {s.agree.privacy}
              {newTab}
            </Link>
          </>
        }
        error={errors.agreeToTerms?.message}
        {...register('agreeToTerms')}
      />
      <Button type="submit" variant="primary" size="lg" full loading={signUp.isPending} loadingText={s.submitting}>
        {s.submit}
      </Button>
    </form>
  );
}
