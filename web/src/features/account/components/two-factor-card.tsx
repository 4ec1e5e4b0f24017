import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, ExternalLink, ShieldCheck, ShieldOff } from 'lucide-react';
import { en } from '@espasyo/domain/messages/en';
import { twoFactorDisableSchema, twoFactorEnableSchema } from '@espasyo/domain/schemas/two-factor';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast';
import { useAuth } from '../../../lib/auth';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDisableTwoFactor, useEnableTwoFactor, useSetupTwoFactor, useTwoFactorStatus, type TwoFactorSetup } from '../api/use-two-factor';
import { applyFieldErrors } from './form-errors';
import { RecoveryCodes } from './recovery-codes';
import { SkeletonLines } from './section';
import { VerifiedBadge } from './verified-badge';

/** 'ABCD EFGH IJKL …' so a secret typed by hand is easier to read. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

function EnableStep({ setup, onEnabled, onCancel }: { setup: TwoFactorSetup; onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const toast = useToast();
  const enable = useEnableTwoFactor();
  const { register, handleSubmit, setError, formState: { errors } } = useForm({
    resolver: zodResolver(twoFactorEnableSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(({ code }) =>
    enable.mutate(code, {
      onSuccess: (answer) => {
        toast.success('Two-factor authentication is on.');
        onEnabled(answer.recoveryCodes ?? []);
      },
      onError: (e) => {
        if (!applyFieldErrors(e, setError, ['code'])) setError('code', { type: 'server', message: errorMessage(e) }, { shouldFocus: true });
      },
    }),
  );

  // The 'Set up' button that opened this is gone; start the reader at step 1.
  const start = useRef<HTMLDivElement>(null);
  useEffect(() => start.current?.focus(), []);

  async function copySecret() {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast.success('Secret key copied.');
    } catch {
      toast.error('Copying is blocked in this browser. Select the key and copy it.');
    }
  }

  return (
    <div ref={start} tabIndex={-1} aria-label="Set up two-factor authentication" role="group" className="space-y-5 outline-none">
      <ol className="list-decimal space-y-4 pl-5 text-base text-ink-800">
        <li>
          <p>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, Aegis, 1Password…) and add an account.</p>
          <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start">
            {setup.qrDataUrl && (
              <img
                src={setup.qrDataUrl}
                alt="QR code to scan with your authenticator app"
                width={176}
                height={176}
                className="size-44 shrink-0 rounded-field border border-ink-200 bg-white p-2"
              />
            )}
            <div className="min-w-0 space-y-3">
              <p className="text-sm text-ink-700">{setup.qrDataUrl ? 'Scan the QR code, or type the key into the app.' : 'Type the key into the app.'}</p>
              <dl>
                <dt className="text-sm font-semibold text-ink-800">Secret key</dt>
                <dd data-testid="two-factor-secret" className="mt-1 rounded-field border border-ink-200 bg-ink-50 px-3 py-2 font-mono text-base break-all text-ink-900">
                  {grouped(setup.secret)}
                </dd>
              </dl>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" icon={<Copy aria-hidden="true" className="size-4" />} onClick={() => void copySecret()}>
                  Copy key
                </Button>
                <a href={setup.otpauthUrl} className={buttonClasses('outline', 'sm')}>
                  <ExternalLink aria-hidden="true" className="size-4" />
                  Open in authenticator app
                </a>
              </div>
            </div>
          </div>
        </li>
        <li>
          <p>Enter the 6-digit code the app shows.</p>
          <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
            <TextField
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              containerClassName="sm:w-48"
              className="tracking-[0.3em]"
              error={errors.code?.message}
              {...register('code')}
            />
            <div className="flex gap-3 sm:mt-7">
              <Button type="submit" variant="secondary" loading={enable.isPending} loadingText="Checking...">
                Turn on
              </Button>
              <Button variant="ghost" onClick={onCancel} disabled={enable.isPending}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

function DisableForm({ onCancel }: { onCancel: () => void }) {
  const toast = useToast();
  const disable = useDisableTwoFactor();
  const { register, handleSubmit, setError, setFocus, formState: { errors } } = useForm({
    resolver: zodResolver(twoFactorDisableSchema),
    defaultValues: { password: '', code: '' },
  });
  useEffect(() => setFocus('password'), [setFocus]);
  const onSubmit = handleSubmit((values) =>
    disable.mutate(values, {
      onSuccess: () => {
        toast.success('Two-factor authentication is off.');
        onCancel();
      },
      onError: (e) => {
        if (applyFieldErrors(e, setError, ['password', 'code'])) return;
        const message = errorMessage(e);
        if (message === en.twoFactor.wrongPassword) setError('password', { type: 'server', message }, { shouldFocus: true });
        else if (message === en.twoFactor.invalidCode) setError('code', { type: 'server', message }, { shouldFocus: true });
        else toast.error(message);
      },
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <p className="text-sm text-ink-700">To turn it off, confirm your password and a current code from your authenticator app.</p>
      <PasswordField label="Password" autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
      <TextField label="Code from the app" inputMode="numeric" autoComplete="one-time-code" maxLength={7} required error={errors.code?.message} {...register('code')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" loading={disable.isPending} loadingText="Turning off...">
          Turn off two-factor
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={disable.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Two-factor sign-in with an authenticator app: set up, recovery codes once, turn off. */
export function TwoFactorCard() {
  const toast = useToast();
  const { user } = useAuth();
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();
  const [pendingSetup, setPendingSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);

  if (codes) return <RecoveryCodes codes={codes} email={user?.email ?? ''} onDone={() => setCodes(null)} />;
  if (status.isPending) return <SkeletonLines lines={3} />;
  if (status.isError)
    return (
      <Alert tone="danger" title="Two-factor status could not be loaded">
        <p>{errorMessage(status.error)}</p>
      </Alert>
    );

  const s = status.data;
  if (pendingSetup)
    return (
      <EnableStep
        setup={pendingSetup}
        onCancel={() => setPendingSetup(null)}
        onEnabled={(c) => {
          setPendingSetup(null);
          setCodes(c);
        }}
      />
    );

  if (s.enabled)
    return (
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <VerifiedBadge state="done" label="On" />
          <p className="text-sm text-ink-700">
            {s.enabledAt ? `Since ${formatDate(s.enabledAt)}. ` : ''}
            {typeof s.recoveryCodesLeft === 'number' ? `${s.recoveryCodesLeft} recovery ${s.recoveryCodesLeft === 1 ? 'code' : 'codes'} left.` : ''}
          </p>
        </div>
        {s.required && <Alert tone="info">Your role requires two-factor authentication, so it cannot be turned off.</Alert>}
        {disabling ? (
          <DisableForm onCancel={() => setDisabling(false)} />
        ) : (
          !s.required && (
            <Button variant="outline" icon={<ShieldOff aria-hidden="true" className="size-5" />} onClick={() => setDisabling(true)}>
              Turn off two-factor
            </Button>
          )
        )}
      </div>
    );

  return (
    <div className="space-y-4">
      <p className="text-base text-ink-700">
        Besides your password, sign-in will ask for a 6-digit code from an app on your phone. Someone who learns your password still
        cannot get in.
      </p>
      {s.required && <Alert tone="warning">{en.twoFactor.setupRequired}</Alert>}
      <Button
        variant="secondary"
        icon={<ShieldCheck aria-hidden="true" className="size-5" />}
        loading={setup.isPending}
        loadingText="Preparing..."
        onClick={() =>
          setup.mutate(undefined, {
            onSuccess: (answer) => setPendingSetup(answer),
            onError: (e) => toast.error(errorMessage(e)),
          })
        }
      >
        Set up two-factor
      </Button>
    </div>
  );
}
