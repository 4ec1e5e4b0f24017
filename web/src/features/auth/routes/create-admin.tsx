import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, Navigate } from 'react-router';
import { createAdminSchema, type CreateAdminInput } from '@espasyo/domain/schemas/account';
import { en } from '@espasyo/domain/messages/en';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmailField, NameFields, NewPasswordFields } from '@/components/ui/person-fields';
import { PageLoader } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { usePasswordPolicy } from '@/lib/public-settings';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { useCreateAdmin } from '@/features/auth/api/use-create-admin';
import { useSetupStatus } from '@/features/auth/api/use-setup-status';
import { AuthCard } from '@/features/auth/components/auth-card';
import { passwordHint } from '@espasyo/domain/settings/password-rules';
import { applyFieldErrors, isFieldError } from '@/lib/form-errors';

const names = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const;

/** /create-admin: first-run set-up, open only while no admin exists (docs/product/accounts.md). */
export default function CreateAdminPage() {
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
      <AuthCard title="Set up Espasyo">
        <Alert tone="danger">{authErrorMessage(status.error, en.generic.unexpected)}</Alert>
        <Button variant="outline" full className="mt-6" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </AuthCard>
    );
  if (status.data.adminExists)
    return (
      <AuthCard title="Set up Espasyo">
        <Alert tone="info">{en.auth.adminExists}</Alert>
        <Link to={paths.auth.adminSignIn.getHref()} className={`${buttonClasses('secondary', 'lg', true)} mt-6`}>
          Go to admin sign in
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
    <AuthCard
      wide
      title="Create the first administrator"
      description="This page works once, on a new installation. The account you create here manages the platform."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {create.isError && !isFieldError(create.error, names) && (
          <Alert tone="danger">{authErrorMessage(create.error, en.auth.registrationFailed)}</Alert>
        )}
        <NameFields
          fields={[register('firstName'), register('lastName')]}
          errors={[errors.firstName?.message, errors.lastName?.message]}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <TextField
          label="Mobile number"
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
        <Button
          type="submit"
          variant="secondary"
          size="lg"
          full
          loading={create.isPending}
          loadingText={en.auth.creatingAccount}
        >
          Create administrator
        </Button>
      </form>
    </AuthCard>
  );
}
