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
import { formatDate } from '@/lib/format';
import { useBackgroundCheck } from './api';

/**
 * A host's background check (security.backgroundCheckRequired): staff check the host's NBI
 * clearance against the approved ID and record it here with its reference, or withdraw it. While
 * the setting is on, a host publishes listings only with one recorded.
 */
export function BackgroundCheck({ request }: { request: AdminVerification }) {
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
          toast.success(
            value === null
              ? `Withdrew ${name}'s background check.`
              : `Recorded ${name}'s background check. They have been told by email.`,
          );
          close();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  };

  return (
    <section aria-labelledby="background-check-title" className="space-y-3 border-t border-ink-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="background-check-title" className="text-base font-semibold text-ink-900">
          Background check
        </h3>
        {check ? (
          <Badge tone="success">
            <ShieldCheck aria-hidden="true" className="mr-1 size-4" />
            Passed
          </Badge>
        ) : (
          <Badge tone="neutral">Not recorded</Badge>
        )}
      </div>
      {check ? (
        <p className="text-sm text-ink-700">
          Recorded on {formatDate(check.at)}, reference <strong className="font-semibold">{check.reference}</strong>.
        </p>
      ) : (
        <p className="text-sm text-ink-700">
          While <strong className="font-semibold">Require background check</strong> is on (Settings, Security), a host
          publishes listings only once it is recorded. Check the host’s NBI clearance against the approved ID.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {check ? (
          <Button variant="outline" size="sm" onClick={() => setDialog('withdraw')}>
            Withdraw background check
          </Button>
        ) : request.status === 'approved' ? (
          <Button variant="secondary" size="sm" onClick={() => setDialog('record')}>
            Record background check
          </Button>
        ) : (
          <p className="text-sm text-ink-600">Approve the ID first: the check is made on that identity.</p>
        )}
      </div>

      <ConfirmDialog
        open={dialog !== null}
        onClose={close}
        onConfirm={confirm}
        title={dialog === 'withdraw' ? `Withdraw ${name}'s background check?` : `Record ${name}'s background check?`}
        description={
          dialog === 'withdraw'
            ? 'While background checks are required, they cannot publish listings until a new check is recorded.'
            : 'Only record it once the NBI clearance is genuine and matches the approved ID. The host is told by email.'
        }
        confirmLabel={dialog === 'withdraw' ? 'Withdraw check' : 'Record check'}
        pendingLabel={dialog === 'withdraw' ? 'Withdrawing...' : 'Recording...'}
        variant={dialog === 'withdraw' ? 'danger' : 'secondary'}
        pending={change.isPending}
        error={error}
      >
        {dialog === 'record' && (
          <TextField
            label="Reference"
            help="The NBI clearance number, or another reference of the check."
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
  );
}
