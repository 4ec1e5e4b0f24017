import { useId, useState } from 'react';
import type { AdminVerification } from '@espasyo/domain/contracts/verification';
import { verificationRejectSchema } from '@espasyo/domain/schemas/verification';
import { controlClasses, describedBy, Field } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDecideVerification } from './api';

export type Decision = 'approve' | 'reject';

/** Approve (the user becomes verified) or reject with a reason the user will read. */
export function DecisionDialog({
  request,
  decision,
  onClose,
  onDone,
}: {
  request: AdminVerification;
  decision: Decision | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const m = useMessages('adminPeople').verification.decision;
  const decide = useDecideVerification();
  const toast = useToast();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const name = request.user.name || request.user.email;

  const close = () => {
    setReason('');
    setReasonError(undefined);
    setError(null);
    decide.reset();
    onClose();
  };

  function confirm() {
    setError(null);
    if (decision === 'reject') {
      const parsed = verificationRejectSchema.safeParse({ reason });
      if (!parsed.success) {
        setReasonError(parsed.error.issues[0]?.message);
        document.getElementById(reasonId)?.focus();
        return;
      }
      decide.mutate(
        { id: request.id, decision: 'reject', reason: parsed.data.reason },
        {
          onSuccess: () => {
            toast.success(m.rejected({ name }));
            close();
            onDone();
          },
          onError: (e) => setError(errorMessage(e)),
        },
      );
      return;
    }
    decide.mutate(
      { id: request.id, decision: 'approve' },
      {
        onSuccess: () => {
          toast.success(m.approved({ name }));
          close();
          onDone();
        },
        onError: (e) => setError(errorMessage(e)),
      },
    );
  }

  return (
    <MessageNamespaces value={['validation', 'apiAdmin2']}>
      <ConfirmDialog
        open={decision !== null}
        onClose={close}
        onConfirm={confirm}
        title={decision === 'reject' ? m.rejectTitle({ name }) : m.approveTitle({ name })}
        description={decision === 'reject' ? m.rejectText : m.approveText({ name })}
        confirmLabel={decision === 'reject' ? m.rejectConfirm : m.approveConfirm}
        pendingLabel={decision === 'reject' ? m.rejecting : m.approving}
        variant={decision === 'reject' ? 'danger' : 'secondary'}
        pending={decide.isPending}
        error={error}
      >
        {decision === 'reject' && (
          <Field id={reasonId} label={m.reason} help={m.reasonHelp} error={reasonError} required>
            <textarea
              id={reasonId}
              rows={4}
              maxLength={500}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (reasonError) setReasonError(undefined);
              }}
              aria-required="true"
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={describedBy(reasonId, 'help', reasonError)}
              className={controlClasses(!!reasonError)}
            />
          </Field>
        )}
      </ConfirmDialog>
    </MessageNamespaces>
  );
}
