import { useState } from 'react';
import { ShieldOff } from 'lucide-react';
import type { User } from '@espasyo/domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useResetTwoFactor } from './api';

/**
 * Two-factor in the user drawer: on or off, and for a user who lost their phone and their
 * recovery codes, a reset (audited; they are signed out everywhere and emailed).
 */
export function UserTwoFactor({ user, enabled, isSelf }: { user: User; enabled: boolean; isSelf: boolean }) {
  const m = useMessages('adminPeople').twoFactor;
  const toast = useToast();
  const reset = useResetTwoFactor(user.id);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = user.name || user.email;
  const close = () => {
    setAsking(false);
    setError(null);
  };

  return (
    <section aria-labelledby="user-2fa-title" className="space-y-3">
      <h3 id="user-2fa-title" className="text-base font-semibold text-ink-900">
        {m.title}
      </h3>
      <p className="text-sm text-ink-700">{enabled ? m.on : m.off}</p>
      {enabled && isSelf && <p className="text-sm text-ink-600">{m.self}</p>}
      {enabled && !isSelf && (
        <Button
          variant="outline"
          icon={<ShieldOff aria-hidden="true" className="size-4" />}
          onClick={() => setAsking(true)}
        >
          {m.reset}
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        onClose={close}
        title={m.confirmTitle({ name })}
        description={m.confirmText}
        confirmLabel={m.reset}
        pendingLabel={m.pending}
        variant="danger"
        pending={reset.isPending}
        error={error}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: (res) => {
              toast.success(res.message);
              close();
            },
            onError: (e) => setError(errorMessage(e)),
          })
        }
      />
    </section>
  );
}
