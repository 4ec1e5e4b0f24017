import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { reviewInputSchema, type ReviewInput } from '@espasyo/domain/contracts/reviews';
import { useToast } from '@/components/ui/toast';
import { useErrorMessage } from '@/lib/error-message';
import { applyFieldErrors } from '@/lib/form-errors';
import { useWriteReview } from '../api/use-my-reviews';

const FIELDS = ['rating', 'comment'] as const;
type Values = { rating: number | undefined; comment: string };

/**
 * The review form, checked with the server's schema (reviewInputSchema); the server's refusals go
 * under their field (rating, comment) or above the form (the window closed, already written).
 * `done` is the toast's text, in the page's language.
 */
export function useReviewForm(bookingId: string, onDone: () => void, done: string) {
  const errorMessage = useErrorMessage(); // a generic failure in the page's language
  const toast = useToast();
  const write = useWriteReview();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values, unknown, z.output<typeof reviewInputSchema>>({
    resolver: zodResolver(reviewInputSchema) as unknown as Resolver<
      Values,
      unknown,
      z.output<typeof reviewInputSchema>
    >,
    defaultValues: { rating: undefined, comment: '' },
  });
  const comment = useWatch({ control: form.control, name: 'comment' }) ?? '';

  const onSubmit = form.handleSubmit((input: ReviewInput) => {
    setFailure(null);
    write.mutate(
      { bookingId, input },
      {
        onSuccess: () => {
          toast.success(done);
          onDone();
        },
        onError: (e) => {
          if (!applyFieldErrors(e, form.setError, FIELDS)) setFailure(errorMessage(e));
        },
      },
    );
  });

  return { form, comment, onSubmit, failure, pending: write.isPending };
}
