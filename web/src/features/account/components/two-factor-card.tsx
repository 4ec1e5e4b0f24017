import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { en } from '@espasyo/domain/messages/en';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { recoveryCodesStore, useUnconfirmedRecoveryCodes } from '@/features/account/api/recovery-codes-store';
import { useSetupTwoFactor } from '@/features/account/api/use-setup-two-factor';
import { useTwoFactorStatus } from '@/features/account/api/use-two-factor-status';
import type { TwoFactorSetup } from '@espasyo/domain/contracts/two-factor';
import { useReauth } from './reauth-dialog';
import { RecoveryCodes } from './recovery-codes';
import { SkeletonLines } from './section';
import { DisableForm, RegenerateCodes } from './two-factor-actions';
import { EnableStep } from './two-factor-enable-step';
import { VerifiedBadge } from './verified-badge';

/** Two-factor sign-in with an authenticator app: set up, recovery codes once, new codes, turn off. */
export function TwoFactorCard() {
  const toast = useToast();
  const { user } = useAuth();
  const status = useTwoFactorStatus();
  const setup = useSetupTwoFactor();
  const reauth = useReauth();
  const codes = useUnconfirmedRecoveryCodes();
  const [pendingSetup, setPendingSetup] = useState<TwoFactorSetup | null>(null);
  const [disabling, setDisabling] = useState(false);

  if (codes)
    return <RecoveryCodes codes={codes} email={user?.email ?? ''} onDone={() => recoveryCodesStore.set(null)} />;
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
      <EnableStep setup={pendingSetup} onCancel={() => setPendingSetup(null)} onEnabled={() => setPendingSetup(null)} />
    );

  if (s.enabled)
    return (
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <VerifiedBadge state="done" label="On" />
          <p className="text-sm text-ink-700">
            {s.enabledAt ? `Since ${formatDate(s.enabledAt)}. ` : ''}
            {typeof s.recoveryCodesLeft === 'number'
              ? `${s.recoveryCodesLeft} recovery ${s.recoveryCodesLeft === 1 ? 'code' : 'codes'} left.`
              : ''}
          </p>
        </div>
        {s.required && (
          <Alert tone="info">Your role requires two-factor authentication, so it cannot be turned off.</Alert>
        )}
        {disabling ? (
          <DisableForm onCancel={() => setDisabling(false)} />
        ) : (
          <div className="flex flex-wrap gap-3">
            <RegenerateCodes />
            {!s.required && (
              <Button
                variant="outline"
                icon={<ShieldOff aria-hidden="true" className="size-5" />}
                onClick={() => setDisabling(true)}
              >
                Turn off two-factor
              </Button>
            )}
          </div>
        )}
      </div>
    );

  return (
    <div className="space-y-4">
      <p className="text-base text-ink-700">
        Besides your password, sign-in will ask for a 6-digit code from an app on your phone. Someone who learns your
        password still cannot get in.
      </p>
      {s.required && <Alert tone="warning">{en.twoFactor.setupRequired}</Alert>}
      <Button
        variant="secondary"
        icon={<ShieldCheck aria-hidden="true" className="size-5" />}
        loading={setup.isPending}
        loadingText="Preparing..."
        onClick={() =>
          void reauth.run((password) => setup.mutateAsync(password), {
            onSuccess: setPendingSetup,
            onError: (e) => toast.error(errorMessage(e)),
          })
        }
      >
        Set up two-factor
      </Button>
      {reauth.dialog}
    </div>
  );
}
