import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, ExternalLink } from 'lucide-react';
import { twoFactorEnableSchema } from '@espasyo/domain/schemas/two-factor';
import { Button, buttonClasses } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useEnableTwoFactor } from '@/features/account/api/use-enable-two-factor';
import type { TwoFactorSetup } from '@espasyo/domain/contracts/two-factor';
import { applyFieldErrors } from '@/lib/form-errors';

/** 'ABCD EFGH IJKL …' so a secret typed by hand is easier to read. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/** Step 2 of setup: the secret as a QR code and a key, then a code from the app turns it on. */
export function EnableStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onEnabled: () => void;
  onCancel: () => void;
}) {
  const { twoFactor: m, actions } = useMessages('account');
  const toast = useToast();
  const enable = useEnableTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(twoFactorEnableSchema),
    defaultValues: { code: '' },
  });

  // mutateAsync, not mutate's callbacks: this step unmounts as soon as the recovery codes
  // reach the store (useEnableTwoFactor), and the card must still hear that it is done.
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await enable.mutateAsync(code);
    } catch (e) {
      if (!applyFieldErrors(e, setError, ['code']))
        setError('code', { type: 'server', message: errorMessage(e) }, { shouldFocus: true });
      return;
    }
    toast.success(m.turnedOn);
    onEnabled();
  });

  // The 'Set up' button that opened this is gone; start the reader at step 1.
  const start = useRef<HTMLDivElement>(null);
  useEffect(() => start.current?.focus(), []);

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast.success(m.copied);
    } catch {
      toast.error(m.copyBlocked);
    }
  }

  return (
    <div ref={start} tabIndex={-1} aria-label={m.setupLabel} role="group" className="space-y-5 outline-none">
      <ol className="list-decimal space-y-4 pl-5 text-base text-ink-800">
        <li>
          <p>{m.step1}</p>
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
            {setup.qrDataUrl && (
              <img
                src={setup.qrDataUrl}
                alt={m.qr}
                width={176}
                height={176}
                className="size-44 shrink-0 rounded-field border border-ink-200 bg-white p-2"
              />
            )}
            <div className="min-w-0 space-y-3">
              <p className="text-sm text-ink-700">{setup.qrDataUrl ? m.scanOrType : m.type}</p>
              <dl>
                <dt className="text-sm font-semibold text-ink-800">{m.secret}</dt>
                <dd
                  data-testid="two-factor-secret"
                  className="mt-1 rounded-field border border-ink-200 bg-ink-50 px-3 py-2 font-mono text-base break-all text-ink-900"
                >
                  {grouped(setup.secret)}
                </dd>
              </dl>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  icon={<Copy aria-hidden="true" className="size-4" />}
                  onClick={() => void copySecret()}
                >
                  {m.copyKey}
                </Button>
                <a href={setup.otpauthUrl} className={buttonClasses('outline', 'sm')}>
                  <ExternalLink aria-hidden="true" className="size-4" />
                  {m.openApp}
                </a>
              </div>
            </div>
          </div>
        </li>
        <li>
          <p>{m.step2}</p>
          <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label={m.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              containerClassName="sm:w-48"
              className="tracking-[0.3em]"
              error={errors.code?.message}
              {...register('code')}
            />
            <div className="flex gap-3 sm:mt-7">
              <Button type="submit" variant="secondary" loading={enable.isPending} loadingText={actions.checking}>
                {m.turnOn}
              </Button>
              <Button variant="ghost" onClick={onCancel} disabled={enable.isPending}>
                {actions.cancel}
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}
