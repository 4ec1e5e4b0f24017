import { useId, useState } from 'react';
import type { AdminListing } from '@espasyo/domain/contracts/listings';
import { listingLimits } from '@espasyo/domain/listings/fields';
import { listingPauseSchema, listingRejectSchema } from '@espasyo/domain/listings/moderation';
import { controlClasses, describedBy, Field } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useModerateListing } from './api/use-moderate-listing';

export type ModerationAction = 'approve' | 'reject' | 'pause';

const copy: Record<
  ModerationAction,
  { title: string; description: string; confirm: string; pending: string; done: string; reason: string | null }
> = {
  approve: {
    title: 'Approve this listing?',
    description: 'It goes live in search at once, and the host is emailed.',
    confirm: 'Approve listing',
    pending: 'Approving...',
    done: 'Approved. The listing is live and the host has been told.',
    reason: null,
  },
  reject: {
    title: 'Reject this listing?',
    description: 'The host gets an email with your reason, can fix the listing and submit it again.',
    confirm: 'Reject listing',
    pending: 'Rejecting...',
    done: 'Rejected. The host has been told why.',
    reason: "The host reads this. Say what to fix, e.g. 'The photos show a different space.'",
  },
  pause: {
    title: 'Pause this listing?',
    description: 'It leaves search at once. When its host resumes it, it comes back here for review.',
    confirm: 'Pause listing',
    pending: 'Pausing...',
    done: 'Paused. The listing is out of search.',
    reason: 'Optional. If you give one, the host is emailed it.',
  },
};

/** Approve, reject with a reason, or pause with an optional one; audited and emailed by the server. */
export function ModerationDialog({
  listing,
  action,
  onClose,
  onDone,
}: {
  listing: AdminListing;
  action: ModerationAction | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const moderate = useModerateListing();
  const toast = useToast();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const text = action ? copy[action] : null;

  const close = () => {
    setReason('');
    setReasonError(undefined);
    setError(null);
    moderate.reset();
    onClose();
  };

  function confirm() {
    if (!action || !text) return;
    setError(null);
    let request: Parameters<typeof moderate.mutate>[0] = { id: listing.id, action: 'approve' };
    if (action === 'reject') {
      const parsed = listingRejectSchema.safeParse({ reason });
      if (!parsed.success) {
        setReasonError(parsed.error.issues[0]?.message);
        document.getElementById(reasonId)?.focus();
        return;
      }
      request = { id: listing.id, action, reason: parsed.data.reason };
    } else if (action === 'pause') {
      const parsed = listingPauseSchema.safeParse({ reason: reason.trim() || null });
      if (!parsed.success) {
        setReasonError(parsed.error.issues[0]?.message);
        return;
      }
      request = { id: listing.id, action, ...(parsed.data.reason ? { reason: parsed.data.reason } : {}) };
    }
    moderate.mutate(request, {
      onSuccess: () => {
        toast.success(text.done);
        close();
        onDone();
      },
      onError: (e) => setError(errorMessage(e)),
    });
  }

  return (
    <ConfirmDialog
      open={action !== null}
      onClose={close}
      onConfirm={confirm}
      title={text?.title ?? ''}
      description={text?.description}
      confirmLabel={text?.confirm ?? ''}
      pendingLabel={text?.pending}
      variant={action === 'approve' ? 'secondary' : 'danger'}
      pending={moderate.isPending}
      error={error}
    >
      {text?.reason && (
        <Field id={reasonId} label="Reason" help={text.reason} error={reasonError} required={action === 'reject'}>
          <textarea
            id={reasonId}
            rows={4}
            maxLength={listingLimits.rejectionReason.max}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              if (reasonError) setReasonError(undefined);
            }}
            aria-required={action === 'reject' ? 'true' : undefined}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={describedBy(reasonId, 'help', reasonError)}
            className={controlClasses(!!reasonError)}
          />
        </Field>
      )}
    </ConfirmDialog>
  );
}
