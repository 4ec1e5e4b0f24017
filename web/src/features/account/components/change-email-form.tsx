import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { changeEmailSchema, type ChangeEmailInput } from '@espasyo/domain/schemas/reauth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { useChangeEmail } from '@/features/account/api/use-change-email';
import { applyFieldErrors } from '@/lib/form-errors';
import { useReauth } from './reauth-dialog';

/**
 * Change the sign-in email (decision 0020): the new address gets a link and the change
 * happens when it is opened; the password is asked for when the sign-in is older than
 * 5 minutes. The same changeEmailSchema as POST /api/me/email.
 */
export function ChangeEmailForm() {
  const m = useMessages('account');
  const toast = useToast();
  const change = useChangeEmail();
  const reauth = useReauth();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(({ email }) =>
    reauth.run((password) => change.mutateAsync({ email, password }), {
      onSuccess: (answer) => {
        setSent(answer.message);
        setOpen(false);
        reset();
      },
      onError: (e) => {
        if (!applyFieldErrors(e, setError, ['email'])) toast.error(errorMessage(e));
      },
    }),
  );

  return (
    <div className="space-y-3">
      {sent && (
        <Alert tone="success" title={m.email.checkInbox}>
          <p role="status">
            <LocalMessage message={sent} />
          </p>
        </Alert>
      )}
      {open ? (
        <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label={m.email.newEmail}
            type="email"
            autoComplete="email"
            required
            containerClassName="sm:flex-1"
            error={errors.email?.message}
            {...register('email')}
          />
          <div className="flex gap-3 sm:mt-7">
            <Button type="submit" variant="secondary" loading={change.isPending} loadingText={m.actions.sending}>
              {m.email.sendLink}
            </Button>
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={change.isPending}>
              {m.actions.cancel}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" icon={<Mail aria-hidden="true" className="size-4" />} onClick={() => setOpen(true)}>
          {m.email.change}
        </Button>
      )}
      {reauth.dialog}
    </div>
  );
}
