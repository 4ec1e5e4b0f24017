import { useEffect } from 'react';
import { useController } from 'react-hook-form';
import { REVIEW_COMMENT_MAX, REVIEW_COMMENT_MIN } from '@espasyo/domain/reviews/reviews';
import type { ReviewToWrite } from '@espasyo/domain/contracts/reviews';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CharacterCount, TextArea } from '@/components/ui/text-area';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { StarRatingInput } from './star-rating-input';
import { useReviewForm } from './use-review-form';

/** The review of one completed booking: the stars, the comment with its counter, and what 'blind' means. */
export function ReviewForm({ item, onClose }: { item: ReviewToWrite; onClose: () => void }) {
  const m = useMessages('reviewPages').form;
  const { form, comment, onSubmit, failure, pending } = useReviewForm(item.bookingId, onClose, m.done);
  const clientSide = item.direction === 'client_to_host';
  const { field, fieldState } = useController({ control: form.control, name: 'rating' });
  const commentError = form.formState.errors.comment?.message;
  // The form takes the place of its button: focus goes to its first field, the stars.
  useEffect(() => form.setFocus('rating'), [form]);

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="space-y-5"
      aria-label={m.title({ subject: item.subject.name, listing: item.listing.title })}
    >
      <StarRatingInput
        legend={clientSide ? m.ratingLegendClient : m.ratingLegendHost}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error?.message}
      />
      <TextArea
        label={m.comment}
        required
        rows={5}
        maxLength={REVIEW_COMMENT_MAX}
        error={commentError}
        help={
          <>
            {clientSide ? m.commentHelpClient : m.commentHelpHost}{' '}
            <CharacterCount value={comment} max={REVIEW_COMMENT_MAX} min={REVIEW_COMMENT_MIN} />
          </>
        }
        {...form.register('comment')}
      />
      <p className="text-sm text-ink-600">{m.blindNote}</p>
      {failure && (
        <Alert tone="danger">
          <LocalMessage message={failure} />
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="outline" onClick={onClose} disabled={pending}>
          {m.cancel}
        </Button>
        <Button type="submit" loading={pending} loadingText={m.submitting}>
          {m.submit}
        </Button>
      </div>
    </form>
  );
}
