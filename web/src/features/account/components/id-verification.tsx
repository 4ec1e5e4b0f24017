import { bookingRequirementsMessages } from '@espasyo/domain/messages/booking-requirements';
import { idTypeLabels } from '@espasyo/domain/schemas/verification';
import type { User } from '@espasyo/domain/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useVerification } from '@/features/account/api/use-verification';
import type { FileRules } from './file-rules';
import { IdVerificationForm } from './id-verification-form';
import { SkeletonLines } from './section';

/** The state of the user's ID check and, when there is nothing pending, the form to send one. */
export function IdVerification({ user, rules }: { user: User; rules: FileRules }) {
  const verification = useVerification();

  if (verification.isPending) return <SkeletonLines lines={4} />;
  if (verification.isError)
    return (
      <Alert tone="danger" title="Your ID verification status could not be loaded">
        <p>{errorMessage(verification.error)}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void verification.refetch()}>
          Try again
        </Button>
      </Alert>
    );

  const v = verification.data;
  const typeLabel = v.idType ? idTypeLabels[v.idType] : 'ID';

  if (user.idVerified || v.status === 'approved') {
    // Accounts verified without a request of their own (set up by an administrator) have no ID type or date.
    const approved = v.idType
      ? `Your ${idTypeLabels[v.idType]} was approved${v.reviewedAt ? ` on ${formatDateTime(v.reviewedAt)}` : ''}. `
      : '';
    return (
      <Alert tone="success" title="Your ID is verified">
        <p>{approved}Your profile shows the verified badge.</p>
      </Alert>
    );
  }

  if (v.status === 'pending')
    return (
      <Alert tone="info" title="Your ID is being reviewed">
        <p>
          We received your {typeLabel}
          {v.submittedAt ? ` on ${formatDateTime(v.submittedAt)}` : ''}. Our team checks it by hand and will email you
          the result. You do not need to do anything until then.
          {v.usualReviewMinutes != null && ` ${bookingRequirementsMessages.usualReview(v.usualReviewMinutes)}`}
        </p>
      </Alert>
    );

  return (
    <div className="space-y-5">
      {v.status === 'rejected' ? (
        <Alert tone="danger" title="We could not verify your ID">
          {v.reason && (
            <p>
              <span className="font-semibold">Reason: </span>
              {v.reason}
            </p>
          )}
          <p className="mt-1">
            Please send new photos below.{' '}
            {v.submittedAt ? `Your last submission was on ${formatDateTime(v.submittedAt)}.` : ''}
          </p>
        </Alert>
      ) : (
        <p className="text-sm text-ink-700">
          Upload one government ID and a selfie. A person on our team compares them; once approved, your profile shows
          the verified badge, which publishing a listing or requesting a booking may need.
        </p>
      )}
      <IdVerificationForm rules={rules} resubmit={v.status === 'rejected'} />
    </div>
  );
}
