import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquareReply } from 'lucide-react';
import { reviewReplyInputSchema } from '@espasyo/domain/contracts/reviews';
import { REVIEW_REPLY_MAX } from '@espasyo/domain/reviews/reviews';
import type { Review } from '@espasyo/domain/contracts/reviews';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CharacterCount, TextArea } from '@/components/ui/text-area';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { useReplyToReview } from '../api/use-my-reviews';

/** The host's one public reply to a review of their space: a button, then the form in place. */
export function ReplyBox({ review }: { review: Review }) {
  const m = useMessages('reviewPages').reply;
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const reply = useReplyToReview();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<{ body: string }>({
    resolver: zodResolver(reviewReplyInputSchema),
    defaultValues: { body: '' },
  });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';

  if (!open)
    return (
      <Button
        ref={opener}
        variant="outline"
        size="sm"
        icon={<MessageSquareReply aria-hidden="true" className="size-4" />}
        onClick={() => setOpen(true)}
      >
        {m.open}
      </Button>
    );

  const close = () => {
    form.reset();
    setFailure(null);
    setOpen(false);
  };
  const onSubmit = form.handleSubmit(({ body: text }) => {
    setFailure(null);
    reply.mutate(
      { reviewId: review.id, body: text },
      {
        onSuccess: () => toast.success(m.done),
        onError: (e) => {
          if (!applyFieldErrors(e, form.setError, ['body'])) setFailure(errorMessage(e));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3 border-t border-ink-200 pt-4">
      <TextArea
        label={m.label}
        required
        rows={4}
        autoFocus
        maxLength={REVIEW_REPLY_MAX}
        error={form.formState.errors.body?.message}
        help={
          <>
            {m.help} <CharacterCount value={body} max={REVIEW_REPLY_MAX} />
          </>
        }
        {...form.register('body')}
      />
      {failure && (
        <Alert tone="danger">
          <LocalMessage message={failure} />
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close} disabled={reply.isPending}>
          {m.cancel}
        </Button>
        <Button type="submit" variant="secondary" loading={reply.isPending} loadingText={m.submitting}>
          {m.submit}
        </Button>
      </div>
    </form>
  );
}
