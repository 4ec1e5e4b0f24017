import type { CancellationPreview } from '@espasyo/domain/contracts/bookings';
import { LoadError } from '@/components/load-error';
import { formatMoney } from '@/lib/format';
import { useMessages } from '@/lib/i18n';

/**
 * What cancelling now gives back to the client, before whoever cancels confirms (design §5: "You
 * will get back ₱…"): the host or staff in full or by the policy; the client also reads the
 * policy's terms behind what is kept. The client reads about their own refund; the host and staff
 * about the client's. The terms are the server's words.
 */
export function CancelPreview({
  viewer,
  preview,
  error,
  onRetry,
}: {
  viewer: 'client' | 'host' | 'admin';
  preview: CancellationPreview | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const m = useMessages('booking').cancel.preview;
  const client = viewer === 'client';
  const w = client ? m.client : m.other;
  if (error) return <LoadError title={w.failed} error={error} onRetry={onRetry} />;
  if (!preview)
    return <div role="status" aria-label={w.working} className="h-20 animate-pulse rounded-field bg-ink-100" />;
  if (preview.paid === 0) return <p className="rounded-field bg-ink-50 p-4 text-base text-ink-800">{w.unpaid}</p>;
  const terms = client && preview.kept > 0;
  const kept = formatMoney(preview.kept);
  return (
    <div className="space-y-2 rounded-field bg-ink-50 p-4 text-base text-ink-800">
      <p className="text-lg font-semibold text-ink-900">{w.refund({ amount: formatMoney(preview.refund) })}</p>
      <p>
        {w.paid({ amount: formatMoney(preview.paid) })}
        {preview.kept > 0 ? (terms ? m.keptTerms({ amount: kept }) : m.kept({ amount: kept })) : '.'}
      </p>
      {terms && (
        <ul className="list-disc space-y-1 pl-5 text-sm text-ink-700">
          {preview.terms.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
