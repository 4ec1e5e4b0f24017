import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ShieldCheck } from 'lucide-react';
import { TwoFactorErrorCode } from '@espasyo/domain/errors';
import { Alert } from '@/components/ui/alert';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError, isRefusal } from '@/lib/api-client';
import { authErrorMessage } from '@/features/auth/api/auth-errors';
import { useVerifyTwoFactor } from '@/features/auth/api/use-verify-two-factor';
import type { TwoFactorChallenge } from '@espasyo/domain/contracts/two-factor';
import type { twoFactorVerifySchema } from '@espasyo/domain/schemas/two-factor';

type Input = z.input<typeof twoFactorVerifySchema>;
type Output = z.output<typeof twoFactorVerifySchema>;

const resolver = lazyZodResolver<Input, Output>(() =>
  import('@espasyo/domain/schemas/two-factor').then((m) => m.twoFactorVerifySchema),
);
/** Codes that mean this challenge is over: the user must enter the password again. */
const ended = [TwoFactorErrorCode.challengeExpired, TwoFactorErrorCode.tooManyAttempts] as const;

/**
 * Second step of sign-in for accounts with two-factor authentication: the 6-digit code from
 * the authenticator app, or one of the recovery codes if the phone is not at hand.
 */
export function TwoFactorStep({
  challenge,
  onRestart,
}: {
  challenge: TwoFactorChallenge;
  onRestart: (message?: string) => void;
}) {
  const m = useMessages('auth');
  const t = useMessages('authPages').twoFactor;
  const [useRecovery, setUseRecovery] = useState(false);
  const verify = useVerifyTwoFactor();
  // Only the shown field is part of the values, so the schema sees a code or a recovery code, never both.
  const { register, handleSubmit, setError, setFocus, formState } = useForm<Input, unknown, Output>({
    resolver,
    defaultValues: { challengeId: challenge.challengeId },
    shouldUnregister: true,
  });
  const field = useRecovery ? 'recoveryCode' : 'code';

  const onSubmit = handleSubmit((values) =>
    verify.mutate(values, {
      onError: (e) => {
        if (isApiError(e, ...ended)) return onRestart(e.message);
        if (isRefusal(e)) setError(field, { type: 'server', message: e.message }, { shouldFocus: true });
      },
    }),
  );
  const generalError = verify.isError && !isRefusal(verify.error);

  const switchMode = () => {
    setUseRecovery((v) => !v);
    verify.reset();
    requestAnimationFrame(() => setFocus(useRecovery ? 'code' : 'recoveryCode'));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {/* Registered so it stays in the values; unregistered fields are dropped on submit. */}
      <input type="hidden" {...register('challengeId')} />
      <div className="flex gap-3 rounded-field bg-brand-50 p-4 text-sm text-brand-800">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
        <p>{useRecovery ? t.recoveryIntro : t.codeIntro}</p>
      </div>
      {generalError && (
        <Alert tone="danger">
          <LocalMessage message={authErrorMessage(verify.error, m.signIn.failed)} />
        </Alert>
      )}
      {useRecovery ? (
        <TextField
          key="recovery"
          label={t.recoveryLabel}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t.recoveryPlaceholder}
          autoFocus
          required
          error={formState.errors.recoveryCode?.message ?? formState.errors.code?.message}
          {...register('recoveryCode')}
        />
      ) : (
        <TextField
          key="code"
          label={t.codeLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123 456"
          maxLength={7}
          autoFocus
          required
          error={formState.errors.code?.message}
          {...register('code')}
        />
      )}
      <Button
        type="submit"
        variant="primary"
        size="lg"
        full
        loading={verify.isPending}
        loadingText={m.signIn.submitting}
      >
        {t.submit}
      </Button>
      <div className="flex flex-col items-center gap-1 text-sm sm:flex-row sm:justify-between">
        <button type="button" onClick={switchMode} className="min-h-11 font-semibold text-brand-700 hover:underline">
          {useRecovery ? t.useApp : t.useRecovery}
        </button>
        <button type="button" onClick={() => onRestart()} className="min-h-11 font-medium text-ink-700 hover:underline">
          {t.restart}
        </button>
      </div>
    </form>
  );
}
