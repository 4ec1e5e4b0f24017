import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { ErrorCode, TwoFactorErrorCode } from '@espasyo/domain/errors';
import { twoFactorDisableSchema } from '@espasyo/domain/schemas/two-factor';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useDisableTwoFactor } from '@/features/account/api/use-disable-two-factor';
import { useRegenerateRecoveryCodes } from '@/features/account/api/use-regenerate-recovery-codes';
import { applyFieldErrors } from '@/lib/form-errors';
import { useReauth } from './reauth-dialog';

/** Turning two-factor off: the password and a current code, errors under their fields. */
export function DisableForm({ onCancel }: { onCancel: () => void }) {
  const { twoFactor: m, actions } = useMessages('account');
  const toast = useToast();
  const disable = useDisableTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(twoFactorDisableSchema),
    defaultValues: { password: '', code: '' },
  });
  useEffect(() => setFocus('password'), [setFocus]);
  const onSubmit = handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: () => {
        toast.success(m.turnedOff);
        onCancel();
      },
      onError: (e) => {
        if (applyFieldErrors(e, setError, ['password', 'code'])) return;
        const message = errorMessage(e);
        if (isApiError(e, ErrorCode.wrongPassword))
          setError('password', { type: 'server', message }, { shouldFocus: true });
        else if (isApiError(e, TwoFactorErrorCode.invalidCode))
          setError('code', { type: 'server', message }, { shouldFocus: true });
        else toast.error(message);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <p className="text-sm text-ink-700">{m.disableIntro}</p>
      <PasswordField
        label={m.password}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={m.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        error={errors.code?.message}
        {...register('code')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" loading={disable.isPending} loadingText={m.turningOff}>
          {m.turnOff}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={disable.isPending}>
          {actions.cancel}
        </Button>
      </div>
    </form>
  );
}

/** New recovery codes in place of the old ones: asks first, then the password when the server wants it. */
export function RegenerateCodes() {
  const { twoFactor: m, actions } = useMessages('account');
  const toast = useToast();
  const regenerate = useRegenerateRecoveryCodes();
  const reauth = useReauth();
  const [asking, setAsking] = useState(false);
  const create = () => {
    setAsking(false);
    void reauth.run((password) => regenerate.mutateAsync(password), { onError: (e) => toast.error(errorMessage(e)) });
  };
  return (
    <>
      <Button
        variant="outline"
        icon={<KeyRound aria-hidden="true" className="size-5" />}
        loading={regenerate.isPending}
        loadingText={m.creating}
        onClick={() => setAsking(true)}
      >
        {m.newCodes}
      </Button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        title={m.newCodesTitle}
        description={m.newCodesText}
        footer={
          <>
            <Button variant="outline" onClick={() => setAsking(false)}>
              {actions.cancel}
            </Button>
            <Button variant="secondary" onClick={create}>
              {m.createCodes}
            </Button>
          </>
        }
      />
      {reauth.dialog}
    </>
  );
}
