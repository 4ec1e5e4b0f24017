import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate } from 'react-router';
import { createAdminSchema, type CreateAdminInput } from '@espasyo/domain/schemas/account';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmailField, NameFields, NewPasswordFields } from '@/components/ui/person-fields';
import { PageLoader } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { usePasswordPolicy } from '@/lib/public-settings';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { useCreateAdmin } from '@/features/auth/api/use-create-admin';
import { useSetupStatus } from '@/features/auth/api/use-setup-status';
import { AuthCard } from '@/features/auth/components/auth-card';
import { usePasswordHint } from '@/features/auth/components/password-hint';
import { applyFieldErrors, isFieldError } from '@/lib/form-errors';

const names = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const;

/** /create-admin: first-run set-up, open only while no admin exists (docs/product/accounts.md). */
export default function CreateAdminPage() {
  const m = useMessages('account').createAdmin;
  const { actions } = useMessages('account');
  const errorsText = useMessages('authPages').errors;
  const passwordHint = usePasswordHint();
  const status = useSetupStatus();
  const create = useCreateAdmin();
  const policy = usePasswordPolicy();
  const resolver = useMemo(() => zodResolver(createAdminSchema(policy)), [policy]);
  const { register, handleSubmit, setError, formState } = useForm<CreateAdminInput>({
    resolver,
    defaultValues: { email: '', firstName: '', lastName: '', phone: '', password: '', confirmPassword: '' },
  });
  const errors = formState.errors;

  if (create.isSuccess) return <Navigate to={create.data?.redirectTo ?? paths.auth.adminSignIn.getHref()} replace />;
  if (status.isPending) return <PageLoader />;
  if (status.isError)
    return (
      <AuthCard title={m.setUp}>
        <Alert tone="danger">
          <LocalMessage message={authErrorMessage(status.error, errorsText.unexpected)} />
        </Alert>
        <Button variant="outline" full className="mt-6" onClick={() => void status.refetch()}>
          {actions.tryAgain}
        </Button>
      </AuthCard>
    );
  if (status.data.adminExists)
    return (
      <AuthCard title={m.setUp}>
        <Alert tone="info">{m.exists}</Alert>
        <Link to={paths.auth.adminSignIn.getHref()} className={`${buttonClasses('secondary', 'lg', true)} mt-6`}>
          {m.toSignIn}
        </Link>
      </AuthCard>
    );

  const onSubmit = handleSubmit(({ firstName, lastName, email, phone, password, confirmPassword }) =>
    create.mutate(
      {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: email.trim(),
        phone: phone.trim(),
        password,
        confirmPassword,
      },
      { onError: (e) => applyFieldErrors(e, setError, names) },
    ),
  );

  return (
    <AuthCard wide title={m.title} description={m.description}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {create.isError && !isFieldError(create.error, names) && (
          <Alert tone="danger">
            <LocalMessage message={authErrorMessage(create.error, errorsText.registrationFailed)} />
          </Alert>
        )}
        <NameFields
          fields={[register('firstName'), register('lastName')]}
          errors={[errors.firstName?.message, errors.lastName?.message]}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <TextField
          label={m.phone}
          type="tel"
          autoComplete="tel"
          placeholder="+63 917 123 4567"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <NewPasswordFields
          fields={[register('password'), register('confirmPassword')]}
          errors={[errors.password?.message, errors.confirmPassword?.message]}
          help={passwordHint(policy, 'signUp')}
        />
        <Button type="submit" variant="secondary" size="lg" full loading={create.isPending} loadingText={m.creating}>
          {m.submit}
        </Button>
      </form>
    </AuthCard>
  );
}
