import { useId, useState } from 'react';
import type { AdminReview } from '@espasyo/domain/contracts/reviews';
import { reviewHideInputSchema } from '@espasyo/domain/contracts/reviews';
import type { ReviewAction } from '@espasyo/domain/reviews/process';
import { REVIEW_HIDE_REASON_MAX } from '@espasyo/domain/reviews/reviews';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { controlClasses, describedBy, Field } from '@/components/ui/field';
import { CharacterCount } from '@/components/ui/text-area';
import { useToast } from '@/components/ui/toast';
import { errorMessage, ApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useModerateReview } from './api/use-admin-reviews';

/** The schema's and the server's messages the dialog shows, in the page's language. */
const known = ['validation', 'apiAdmin1'] as const;

/** What staff do to a review: the review process's actions by moderators and admins. */
export type Moderation = Extract<ReviewAction, 'hide' | 'restore'>;
export const isModeration = (a: ReviewAction): a is Moderation => a === 'hide' || a === 'restore';

/**
 * Hide a review (with the reason its author will read, checked with the server's schema) or restore
 * a hidden one; both ask first. The server's refusal stays in the dialog so it can be retried.
 */
export function ModerationDialog({
  review,
  action,
  onClose,
}: {
  review: AdminReview | null;
  action: Moderation | null;
  onClose: () => void;
}) {
  const m = useMessages('adminContent').reviews;
  const moderate = useModerateReview();
  const toast = useToast();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const hiding = action === 'hide';

  const close = () => {
    setReason('');
    setFieldError(undefined);
    moderate.reset();
    onClose();
  };

  function confirm() {
    if (!review || !action) return;
    if (action === 'restore')
      return moderate.mutate(
        { id: review.id, as: 'restore' },
        { onSuccess: () => (toast.success(m.restored), close()) },
      );
    const parsed = reviewHideInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      document.getElementById(fieldId)?.focus();
      return;
    }
    moderate.mutate(
      { id: review.id, as: 'hide', reason: parsed.data.reason },
      {
        onSuccess: () => (toast.success(m.hidden), close()),
        onError: (e) => {
          const onField = e instanceof ApiError ? e.fields?.reason : undefined;
          if (onField) setFieldError(onField);
        },
      },
    );
  }

  const serverError = moderate.isError && !(moderate.error instanceof ApiError && moderate.error.fields?.reason);
  return (
    <MessageNamespaces value={known}>
      <ConfirmDialog
        open={!!review && !!action}
        onClose={close}
        onConfirm={confirm}
        title={hiding ? m.hideTitle : m.restoreTitle}
        description={review && (hiding ? m.hideText({ author: review.author.name }) : m.restoreText)}
        confirmLabel={hiding ? m.hide : m.restore}
        pendingLabel={hiding ? m.hiding : m.restoring}
        variant={hiding ? 'danger' : 'secondary'}
        pending={moderate.isPending}
        error={serverError ? errorMessage(moderate.error) : null}
      >
        {hiding && (
          <Field
            id={fieldId}
            label={m.reason}
            help={
              <>
                {m.reasonHelp} <CharacterCount value={reason} max={REVIEW_HIDE_REASON_MAX} />
              </>
            }
            error={fieldError}
            required
          >
            <textarea
              id={fieldId}
              rows={4}
              maxLength={REVIEW_HIDE_REASON_MAX}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (fieldError) setFieldError(undefined);
              }}
              aria-required
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy(fieldId, 'help', fieldError)}
              className={controlClasses(!!fieldError)}
            />
          </Field>
        )}
      </ConfirmDialog>
    </MessageNamespaces>
  );
}
