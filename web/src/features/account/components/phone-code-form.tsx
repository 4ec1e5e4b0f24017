import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquareText } from 'lucide-react';
import { phoneCodeSchema } from '@espasyo/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useSendPhoneCode } from '@/features/account/api/use-send-phone-code';
import { useVerifyPhone } from '@/features/account/api/use-verify-phone';
import { applyFieldErrors } from '@/lib/form-errors';
import { withNode } from './account-messages';

/** Seconds before another code may be asked for, so nobody floods their own phone. */
const RESEND_AFTER = 30;

/**
 * Send a 6-digit code to the profile's phone, then type it in. Used inline on the profile
 * and inside the dashboard's dialog.
 */
export function PhoneCodeForm({
  phone,
  onVerified,
  autoFocus = false,
}: {
  phone: string;
  onVerified?: () => void;
  autoFocus?: boolean;
}) {
  const m = useMessages('account');
  const toast = useToast();
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [sent, setSent] = useState(false);
  /** Bumped on every code sent, so the code box gets focus once it is on screen. */
  const [sends, setSends] = useState(0);
  const [wait, setWait] = useState(0);
  const sendRef = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors },
  } = useForm<{ code: string }>({ resolver: zodResolver(phoneCodeSchema), defaultValues: { code: '' } });

  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);

  useEffect(() => {
    if (autoFocus) sendRef.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    if (sends > 0) setFocus('code');
  }, [sends, setFocus]);

  function sendCode() {
    send.mutate(undefined, {
      onSuccess: () => {
        setSent(true);
        setWait(RESEND_AFTER);
        reset({ code: '' });
        setSends((n) => n + 1);
        toast.success(m.phone.codeSent);
      },
      onError: (e) => toast.error(errorMessage(e)),
    });
  }

  const onSubmit = handleSubmit(({ code }) =>
    verify.mutate(code, {
      onSuccess: () => {
        toast.success(m.phone.verified);
        onVerified?.();
      },
      onError: (e) => {
        if (!applyFieldErrors(e, setError, ['code']))
          setError('code', { type: 'server', message: errorMessage(e) }, { shouldFocus: true });
      },
    }),
  );

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-700">
        {withNode(
          sent ? m.phone.sentTo : m.phone.willText,
          'phone',
          <strong className="font-semibold">{phone}</strong>,
        )}
      </p>
      {sent && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label={m.phone.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="[0-9]*"
            containerClassName="sm:w-48"
            className="tracking-[0.3em]"
            error={errors.code?.message}
            {...register('code')}
          />
          <Button
            type="submit"
            variant="secondary"
            loading={verify.isPending}
            loadingText={m.actions.checking}
            className="sm:mt-7"
          >
            {m.phone.verify}
          </Button>
        </form>
      )}
      <Button
        ref={sendRef}
        variant={sent ? 'ghost' : 'secondary'}
        size={sent ? 'sm' : 'md'}
        icon={<MessageSquareText aria-hidden="true" className="size-4" />}
        loading={send.isPending}
        loadingText={m.actions.sending}
        disabled={wait > 0}
        onClick={sendCode}
      >
        {!sent ? m.phone.send : wait > 0 ? m.phone.sendNewIn({ seconds: wait }) : m.phone.sendNew}
      </Button>
    </div>
  );
}
