import { useId, useState } from 'react';
import type { AdminListing } from '@espasyo/domain/contracts/listings';
import { listingLimits } from '@espasyo/domain/listings/fields';
import { listingPauseSchema, listingRejectSchema } from '@espasyo/domain/listings/moderation';
import { controlClasses, describedBy, Field } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useModerateListing } from './api/use-moderate-listing';

export type ModerationAction = 'approve' | 'reject' | 'pause';

/** The schema's and the server's messages the dialog shows, in the page's language. */
const known = ['validation', 'apiAdmin1'] as const;

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
  const words = useMessages('adminContent').moderation;
  const moderate = useModerateListing();
  const toast = useToast();
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const text = action ? { reason: null, ...words[action] } : null;

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
    <MessageNamespaces value={known}>
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
          <Field
            id={reasonId}
            label={words.reason}
            help={text.reason}
            error={reasonError}
            required={action === 'reject'}
          >
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
    </MessageNamespaces>
  );
}
