import type { Booking } from '@espasyo/domain/contracts/bookings';
import { Button } from '@/components/ui/button';
import { useCancellationPreview } from '@/features/bookings/api/use-cancel-booking';
import { useMessages } from '@/lib/i18n';

/**
 * The cancellation policy in plain words. While the booking can be cancelled the server says
 * them (rendered from the same data its refunds are computed from, with the platform's fee).
 */
export function BookingTerms({ booking }: { booking: Booking }) {
  const cancellable = booking.actions.includes('cancel');
  const preview = useCancellationPreview(booking.id, cancellable);
  const m = useMessages('booking').cancel;
  const policy = m.policyNames[booking.cancellationPolicy];
  return (
    <section aria-labelledby="terms" aria-busy={preview.isFetching || undefined}>
      <h2 id="terms" className="text-base font-semibold text-ink-900">
        {m.policy({ policy })}
      </h2>
      {!cancellable ? (
        <p className="mt-1 text-sm text-ink-700">{m.noLonger}</p>
      ) : preview.data ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
          {preview.data.terms.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      ) : preview.isError ? (
        <p className="mt-1 text-sm text-ink-700">
          {m.termsError}{' '}
          <Button variant="ghost" size="sm" onClick={() => void preview.refetch()}>
            {m.tryAgain}
          </Button>
        </p>
      ) : (
        <div role="status" aria-label={m.loadingTerms} className="mt-2 h-16 animate-pulse rounded-field bg-ink-100" />
      )}
    </section>
  );
}
