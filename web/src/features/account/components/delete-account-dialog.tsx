import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { DELETE_CONFIRMATION, deleteAccountSchema, type DeleteAccountInput } from '@espasyo/domain/schemas/privacy';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/password-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useAuth } from '@/lib/auth';
import { useDeleteAccount } from '@/features/account/api/use-delete-account';
import { applyFieldErrors } from '@/lib/form-errors';
import { paths } from '@espasyo/domain/paths';

const fields = ['password', 'confirmation'] as const;
const FORM_ID = 'delete-account-form';

/**
 * Settings → Your data → Delete my account: says what is erased and what is kept, asks for
 * the password and the typed word DELETE (the same deleteAccountSchema as the server), then
 * signs out on this device and goes home.
 */
export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { deleteAccount: m, actions } = useMessages('account');
  const toast = useToast();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const close = () => {
    if (remove.isPending) return;
    reset();
    remove.reset();
    onClose();
  };

  const onSubmit = handleSubmit((values) =>
    remove.mutate(values, {
      onSuccess: (res) => {
        // Home first: clearing the user unmounts this guarded page, whose navigate would then do nothing.
        navigate(paths.home.getHref(), { replace: true });
        toast.success(res.message);
        // The server has already ended every session; this clears what the browser still shows.
        void signOut().catch(() => undefined);
      },
      onError: (e) => {
        if (!applyFieldErrors(e, setError, fields)) toast.error(errorMessage(e));
      },
    }),
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      title={m.title}
      description={m.description}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={remove.isPending}>
            {actions.cancel}
          </Button>
          <Button type="submit" form={FORM_ID} variant="danger" loading={remove.isPending} loadingText={m.deleting}>
            {m.submit}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="space-y-2 text-base text-ink-700">
          <p>
            <span className="font-semibold text-ink-900">{m.erased}</span> {m.erasedText}
          </p>
          <p>
            <span className="font-semibold text-ink-900">{m.kept}</span> {m.keptText}
          </p>
        </div>
        <Alert tone="info">{m.copyFirst}</Alert>
        <form id={FORM_ID} onSubmit={onSubmit} noValidate className="space-y-4">
          <input type="text" name="username" autoComplete="username" hidden readOnly />
          <PasswordField
            label={m.password}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label={m.confirm({ word: DELETE_CONFIRMATION })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            error={errors.confirmation?.message}
            {...register('confirmation')}
          />
        </form>
      </div>
    </Dialog>
  );
}
