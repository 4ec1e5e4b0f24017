import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordInput } from '@espasyo/domain/schemas/account';
import { ErrorCode } from '@espasyo/domain/errors';
import { Button } from '@/components/ui/button';
import { PasswordField } from '@/components/ui/password-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { usePasswordPolicy } from '@/lib/public-settings';
import { useChangePassword } from '@/features/account/api/use-change-password';
import { applyFieldErrors } from '@/lib/form-errors';
import { usePasswordHint } from '@/features/auth';

const fields = ['currentPassword', 'password', 'confirmPassword'] as const;

/** Current, new and confirmation, checked by the same changePasswordSchema as the server. */
export function ChangePasswordForm() {
  const m = useMessages('account').password;
  const passwordHint = usePasswordHint();
  const toast = useToast();
  const policy = usePasswordPolicy();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema(policy)),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success(m.changed);
      },
      onError: (e) => {
        if (applyFieldErrors(e, setError, fields)) return;
        if (isApiError(e, ErrorCode.wrongPassword))
          setError('currentPassword', { type: 'server', message: e.message }, { shouldFocus: true });
        else toast.error(errorMessage(e));
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      <PasswordField
        label={m.current}
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={m.new}
        autoComplete="new-password"
        required
        help={passwordHint(policy, 'policy')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={m.confirm}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" variant="secondary" loading={change.isPending} loadingText={m.submitting}>
        {m.submit}
      </Button>
    </form>
  );
}
