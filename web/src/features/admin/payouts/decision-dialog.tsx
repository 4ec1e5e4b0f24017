import { useId, useState } from 'react';
import type { AdminPayout } from '@espasyo/domain/contracts/money';
import { payoutFailedSchema, payoutProcessedSchema } from '@espasyo/domain/contracts/money';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { controlClasses, describedBy, Field } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { usePayoutDecision } from './api/use-admin-payouts';
import type { Decision } from './payout-parts';

/**
 * Mark a pending payout processed (its `process`, with the transfer's reference) or failed (its
 * `fail`, with the reason the host will read), checked with the server's schemas; the server's
 * refusal stays in the dialog.
 */
export function DecisionDialog({
  payout,
  decision,
  onClose,
}: {
  payout: AdminPayout | null;
  decision: Decision | null;
  onClose: () => void;
}) {
  const m = useMessages('adminMoney').payouts;
  const decide = usePayoutDecision();
  const toast = useToast();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const processed = decision === 'process';
  const words = processed ? m.processed : m.failed;
  const host = payout ? payout.host.name || payout.host.email : '';

  const close = () => {
    setText('');
    setFieldError(undefined);
    decide.reset();
    onClose();
  };

  function confirm() {
    if (!payout || !decision) return;
    const parsed = processed
      ? payoutProcessedSchema.safeParse({ reference: text })
      : payoutFailedSchema.safeParse({ reason: text });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      document.getElementById(fieldId)?.focus();
      return;
    }
    const body =
      'reference' in parsed.data
        ? { id: payout.id, as: 'processed' as const, reference: parsed.data.reference }
        : { id: payout.id, as: 'failed' as const, reason: parsed.data.reason };
    decide.mutate(body, {
      onSuccess: () => {
        toast.success(words.done({ host }));
        close();
      },
    });
  }

  const control = {
    id: fieldId,
    value: text,
    onChange: (e: { target: { value: string } }) => {
      setText(e.target.value);
      if (fieldError) setFieldError(undefined);
    },
    'aria-required': true,
    'aria-invalid': fieldError ? true : undefined,
    'aria-describedby': describedBy(fieldId, 'help', fieldError),
    className: controlClasses(!!fieldError),
  };

  return (
    <ConfirmDialog
      open={!!payout && !!decision}
      onClose={close}
      onConfirm={confirm}
      title={words.title({ host })}
      description={
        payout &&
        (processed
          ? m.processed.text({
              net: formatMoney(payout.net),
              method: payout.method.label,
              accountName: payout.accountName,
            })
          : m.failed.text({ amount: formatMoney(payout.amount) }))
      }
      confirmLabel={processed ? m.markProcessed : m.markFailed}
      pendingLabel={words.pending}
      variant={processed ? 'secondary' : 'danger'}
      pending={decide.isPending}
      error={decide.isError ? errorMessage(decide.error) : null}
    >
      {processed ? (
        <Field id={fieldId} label={m.processed.reference} help={m.processed.referenceHelp} error={fieldError} required>
          <input {...control} type="text" maxLength={100} autoComplete="off" spellCheck={false} />
        </Field>
      ) : (
        <Field id={fieldId} label={m.failed.reason} help={m.failed.reasonHelp} error={fieldError} required>
          <textarea {...control} rows={4} maxLength={500} />
        </Field>
      )}
    </ConfirmDialog>
  );
}
