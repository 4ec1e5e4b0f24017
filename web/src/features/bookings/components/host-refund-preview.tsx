import type { CancellationPreview } from '@espasyo/domain/contracts/bookings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';

/** What the client would get back if the host or staff cancelled now (in full, by the policy), before they confirm. */
export function HostRefundPreview({
  preview,
  error,
  onRetry,
}: {
  preview: CancellationPreview | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  if (error)
    return (
      <Alert tone="danger" title="The refund could not be worked out">
        <p>{errorMessage(error)}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  if (!preview)
    return (
      <div role="status" aria-label="Working out the refund" className="h-16 animate-pulse rounded-field bg-ink-100" />
    );
  if (preview.paid === 0)
    return (
      <p className="rounded-field bg-ink-50 p-4 text-base text-ink-800">
        The client has not paid anything yet, so nothing is charged and there is nothing to refund.
      </p>
    );
  return (
    <div className="space-y-1 rounded-field bg-ink-50 p-4 text-base text-ink-800">
      <p className="text-lg font-semibold text-ink-900">The client gets back {formatMoney(preview.refund)}</p>
      <p>
        They paid {formatMoney(preview.paid)}
        {preview.kept > 0 ? `; ${formatMoney(preview.kept)} is kept under the cancellation policy.` : '.'}
      </p>
    </div>
  );
}
