import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { AdminVerification } from '@espasyo/domain/contracts/verification';
import { backgroundCheckSchema } from '@espasyo/domain/schemas/verification';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useFormat } from '@/lib/use-format';
import { useBackgroundCheck } from './api';

/**
 * A host's background check (security.backgroundCheckRequired): staff check the host's NBI
 * clearance against the approved ID and record it here with its reference, or withdraw it. While
 * the setting is on, a host publishes listings only with one recorded.
 */
export function BackgroundCheck({ request }: { request: AdminVerification }) {
  const m = useMessages('adminPeople').verification.background;
  const f = useFormat();
  const [dialog, setDialog] = useState<'record' | 'withdraw' | null>(null);
  const [reference, setReference] = useState('');
  const [referenceError, setReferenceError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const change = useBackgroundCheck();
  const toast = useToast();
  const check = request.user.backgroundCheck;
  const name = request.user.name || request.user.email;

  const close = () => {
    setDialog(null);
    setReference('');
    setReferenceError(undefined);
    setError(null);
    change.reset();
  };

  const confirm = () => {
    setError(null);
    let value: string | null = null;
    if (dialog === 'record') {
      const parsed = backgroundCheckSchema.safeParse({ reference });
      if (!parsed.success) return setReferenceError(parsed.error.issues[0]?.message);
      value = parsed.data.reference;
    }
    change.mutate(
      { id: request.id, reference: value },
      {
        onSuccess: () => {
          toast.success(value === null ? m.withdrew({ name }) : m.recorded({ name }));
          close();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <MessageNamespaces value={['validation', 'apiAdmin2']}>
      <section aria-labelledby="background-check-title" className="space-y-3 border-t border-ink-200 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="background-check-title" className="text-base font-semibold text-ink-900">
            {m.title}
          </h3>
          {check ? (
            <Badge tone="success">
              <ShieldCheck aria-hidden="true" className="mr-1 size-4" />
              {m.passed}
            </Badge>
          ) : (
            <Badge tone="neutral">{m.notRecorded}</Badge>
          )}
        </div>
        {check ? (
          <p className="text-sm text-ink-700">
            {m.recordedOn({ date: f.date(check.at) })} <strong className="font-semibold">{check.reference}</strong>.
          </p>
        ) : (
          <p className="text-sm text-ink-700">
            {m.whileOnBefore} <strong className="font-semibold">{m.settingName}</strong> {m.whileOnAfter}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          {check ? (
            <Button variant="outline" size="sm" onClick={() => setDialog('withdraw')}>
              {m.withdraw}
            </Button>
          ) : request.status === 'approved' ? (
            <Button variant="secondary" size="sm" onClick={() => setDialog('record')}>
              {m.record}
            </Button>
          ) : (
            <p className="text-sm text-ink-600">{m.approveFirst}</p>
          )}
        </div>

        <ConfirmDialog
          open={dialog !== null}
          onClose={close}
          onConfirm={confirm}
          title={dialog === 'withdraw' ? m.withdrawTitle({ name }) : m.recordTitle({ name })}
          description={dialog === 'withdraw' ? m.withdrawText : m.recordText}
          confirmLabel={dialog === 'withdraw' ? m.withdrawConfirm : m.recordConfirm}
          pendingLabel={dialog === 'withdraw' ? m.withdrawing : m.recording}
          variant={dialog === 'withdraw' ? 'danger' : 'secondary'}
          pending={change.isPending}
          error={error}
        >
          {dialog === 'record' && (
            <TextField
              label={m.reference}
              help={m.referenceHelp}
              required
              maxLength={100}
              value={reference}
              error={referenceError}
              onChange={(e) => {
                setReference(e.target.value);
                if (referenceError) setReferenceError(undefined);
              }}
            />
          )}
        </ConfirmDialog>
      </section>
    </MessageNamespaces>
  );
}
