import type { CancellationPreview } from '@espasyo/domain/contracts/bookings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';

/** What cancelling now gives back, before the client confirms (design §5: "You will get back ₱…"). */
export function CancelPreview({
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
      <Alert tone="danger" title="What you would get back could not be worked out">
        <p>{errorMessage(error)}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  if (!preview)
    return (
      <div role="status" aria-label="Working out your refund" className="h-20 animate-pulse rounded-field bg-ink-100" />
    );
  if (preview.paid === 0)
    return (
      <p className="rounded-field bg-ink-50 p-4 text-base text-ink-800">
        You have not paid anything yet, so nothing is charged and there is nothing to refund.
      </p>
    );
  return (
    <div className="space-y-2 rounded-field bg-ink-50 p-4 text-base text-ink-800">
      <p className="text-lg font-semibold text-ink-900">You will get back {formatMoney(preview.refund)}</p>
      <p>
        You paid {formatMoney(preview.paid)}
        {preview.kept > 0 ? `; ${formatMoney(preview.kept)} is kept under the cancellation policy:` : '.'}
      </p>
      {preview.kept > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink-700">
          {preview.terms.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
