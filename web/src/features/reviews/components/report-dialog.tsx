import { useContext, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { reviewReportInputSchema } from '@espasyo/domain/contracts/reviews';
import { REVIEW_REPORT_REASON_MAX } from '@espasyo/domain/reviews/reviews';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldWords } from '@/components/ui/field';
import { CharacterCount, TextArea } from '@/components/ui/text-area';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors } from '@/lib/form-errors';
import { useLanguage, useMessages } from '@/lib/i18n';
import { LocalMessage, MessageNamespaces } from '@/lib/i18n-validation';
import { useReportReview } from '../api/use-my-reviews';

/** The messages the dialog shows in the page's language: the schemas' and the server's. */
const KNOWN = ['validation', 'errors', 'apiReviews'] as const;

/**
 * Report a review to staff, with a reason (reviewReportInputSchema, the server's). Its own chunk:
 * the public listing page loads it (and zod) only when a signed-in reader opens it.
 */
export default function ReportDialog({ reviewId, onClose }: { reviewId: string; onClose: () => void }) {
  const words = useMessages('reviewPages');
  const m = words.report;
  const fieldWords = useContext(FieldWords);
  const lang = useLanguage();
  const report = useReportReview();
  const toast = useToast();
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(reviewReportInputSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(({ reason: text }) => {
    setFailure(null);
    report.mutate(
      { reviewId, reason: text },
      {
        onSuccess: (res) => {
          // The server's confirmation is English; a page in another language says the same in its own.
          toast.success((lang === 'en' && res.message) || m.done);
          onClose();
        },
        onError: (e) => {
          if (!applyFieldErrors(e, form.setError, ['reason'])) setFailure(errorMessage(e));
        },
      },
    );
  });
  const close = () => !report.isPending && onClose();

  return (
    <Dialog open onClose={close} title={m.title} description={m.description}>
      <MessageNamespaces value={KNOWN}>
        <FieldWords value={{ ...fieldWords, required: words.form.required }}>
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
            <TextArea
              label={m.reason}
              required
              rows={4}
              autoFocus
              maxLength={REVIEW_REPORT_REASON_MAX}
              error={form.formState.errors.reason?.message}
              help={<CharacterCount value={reason} max={REVIEW_REPORT_REASON_MAX} />}
              {...form.register('reason')}
            />
            {failure && (
              <Alert tone="danger">
                <LocalMessage message={failure} />
              </Alert>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={close} disabled={report.isPending}>
                {m.cancel}
              </Button>
              <Button type="submit" variant="secondary" loading={report.isPending} loadingText={m.submitting}>
                {m.submit}
              </Button>
            </div>
          </form>
        </FieldWords>
      </MessageNamespaces>
    </Dialog>
  );
}
