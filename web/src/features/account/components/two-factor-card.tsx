import { useState } from 'react';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
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
  const m = useMessages('account').twoFactor;
  const f = useFormat();
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
      <Alert tone="danger" title={m.loadFailed}>
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
          <VerifiedBadge state="done" label={m.on} />
          <p className="text-sm text-ink-700">
            {[
              s.enabledAt && m.since({ date: f.date(s.enabledAt) }),
              typeof s.recoveryCodesLeft === 'number' && m.codesLeft({ count: s.recoveryCodesLeft }),
            ]
              .filter(Boolean)
              .join(' ')}
          </p>
        </div>
        {s.required && <Alert tone="info">{m.requiredOn}</Alert>}
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
                {m.turnOff}
              </Button>
            )}
          </div>
        )}
      </div>
    );

  return (
    <div className="space-y-4">
      <p className="text-base text-ink-700">{m.intro}</p>
      {s.required && <Alert tone="warning">{m.setupRequired}</Alert>}
      <Button
        variant="secondary"
        icon={<ShieldCheck aria-hidden="true" className="size-5" />}
        loading={setup.isPending}
        loadingText={m.preparing}
        onClick={() =>
          void reauth.run((password) => setup.mutateAsync(password), {
            onSuccess: setPendingSetup,
            onError: (e) => toast.error(errorMessage(e)),
          })
        }
      >
        {m.setUp}
      </Button>
      {reauth.dialog}
    </div>
  );
}
