import { useState } from 'react';
import type { PayoutMethodView } from '@espasyo/domain/contracts/money';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { useReauth } from '@/features/account';
import { useMakeDefaultMethod, useRemoveMethod } from '@/features/wallet/api/use-payout-methods';
import { isUsable } from './payout-rules';

/** One payout method: its masked label, the name on it, Default or Make default, and Remove (asked first). */
export function MethodItem({ method }: { method: PayoutMethodView }) {
  const m = useMessages('wallet').methods;
  const f = useFormat();
  const toast = useToast();
  const makeDefault = useMakeDefaultMethod();
  const reauth = useReauth();
  const remove = useRemoveMethod();
  const [confirming, setConfirming] = useState(false);

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          <span className="wrap-anywhere">{method.label}</span>
          {method.isDefault && <Badge tone="brand">{m.default}</Badge>}
        </p>
        <p className="text-sm wrap-anywhere text-ink-700">{method.accountName}</p>
        {!isUsable(method) && (
          <p className="text-sm text-warning-700">{m.usableFrom({ date: f.dateTime(method.usableFrom) })}</p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {!method.isDefault && (
          <Button
            size="sm"
            variant="outline"
            aria-label={m.makeDefaultFor({ label: method.label })}
            loading={makeDefault.isPending}
            onClick={() =>
              void reauth.run((password) => makeDefault.mutateAsync({ id: method.id, password }), {
                onSuccess: () => toast.success(m.madeDefault({ label: method.label })),
                onError: (e) => toast.error(errorMessage(e)),
              })
            }
          >
            {m.makeDefault}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={m.removeFor({ label: method.label })}
          onClick={() => setConfirming(true)}
        >
          {m.remove}
        </Button>
      </div>
      {reauth.dialog}
      <ConfirmDialog
        open={confirming}
        onClose={() => {
          setConfirming(false);
          remove.reset();
        }}
        onConfirm={() =>
          remove.mutate(method.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(m.removed({ label: method.label }));
            },
          })
        }
        title={m.removeTitle({ label: method.label })}
        description={m.removeText}
        confirmLabel={m.remove}
        pendingLabel={m.removing}
        variant="danger"
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
      />
    </li>
  );
}
