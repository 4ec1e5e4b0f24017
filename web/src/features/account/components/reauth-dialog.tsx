import { useCallback, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { reauthPromptSchema, type ReauthPromptInput } from '@espasyo/domain/schemas/reauth';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { PasswordField } from '@/components/ui/password-field';
import { ApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { runWithReauth, type SensitiveAction, type SensitiveHandlers } from '@/features/account/api/run-with-reauth';

interface Pending {
  action: SensitiveAction<unknown>;
  handlers: SensitiveHandlers<unknown>;
}

/** Answers that belong under the password field: wrong password, lockout, too long. */
const passwordProblem = (e: unknown) => (e instanceof ApiError && e.fields?.password ? e.fields.password : null);

function ReauthDialog({ pending, onClose }: { pending: Pending | null; onClose: () => void }) {
  // Its own id: a page may hold several sensitive forms, each with its prompt.
  const m = useMessages('account');
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ReauthPromptInput>({
    resolver: zodResolver(reauthPromptSchema),
    defaultValues: { password: '' },
  });
  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async ({ password }) => {
    if (!pending) return;
    setBusy(true);
    try {
      const result = await pending.action(password);
      reset();
      onClose();
      pending.handlers.onSuccess?.(result);
    } catch (e) {
      const message = passwordProblem(e);
      if (message) setError('password', { type: 'server', message }, { shouldFocus: true });
      else {
        reset();
        onClose();
        pending.handlers.onError?.(e);
      }
    } finally {
      setBusy(false);
    }
  });

  return (
    <Dialog
      open={pending !== null}
      onClose={close}
      title={m.reauth.title}
      description={m.reauth.description}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            {m.actions.cancel}
          </Button>
          <Button type="submit" form={formId} variant="secondary" loading={busy} loadingText={m.actions.checking}>
            {m.actions.continue}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate>
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <PasswordField
          label={m.reauth.password}
          autoComplete="current-password"
          required
          autoFocus
          error={errors.password?.message}
          {...register('password')}
        />
      </form>
    </Dialog>
  );
}

/**
 * Sensitive changes (decision 0020): `run(action)` tries without a password; when the server
 * answers 'reauth_required' (no sign-in on this device in the last 5 minutes) a small dialog
 * asks for the password and runs the action again with it. Wrong password and lockout
 * messages stay under the field; anything else goes to `onError`. Render `dialog` once.
 */
export function useReauth(): {
  run: <T>(action: SensitiveAction<T>, handlers?: SensitiveHandlers<T>) => Promise<void>;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<Pending | null>(null);
  const run = useCallback(
    <T,>(action: SensitiveAction<T>, handlers: SensitiveHandlers<T> = {}) =>
      runWithReauth(action, handlers, () => setPending({ action, handlers: handlers as SensitiveHandlers<unknown> })),
    [],
  );
  return { run, dialog: <ReauthDialog pending={pending} onClose={() => setPending(null)} /> };
}
