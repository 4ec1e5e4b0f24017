import type { Booking } from '@espasyo/domain/contracts/bookings';
import { bookingMessages } from '@espasyo/domain/messages/bookings';
import { Button } from '@/components/ui/button';
import { useCancellationPreview } from '@/features/bookings/api/use-cancel-booking';

/**
 * The cancellation policy in plain words. While the booking can be cancelled the server says
 * them (rendered from the same data its refunds are computed from, with the platform's fee).
 */
export function BookingTerms({ booking }: { booking: Booking }) {
  const cancellable = booking.actions.includes('cancel');
  const preview = useCancellationPreview(booking.id, cancellable);
  const policy = bookingMessages.terms.policyNames[booking.cancellationPolicy];
  return (
    <section aria-labelledby="terms" aria-busy={preview.isFetching || undefined}>
      <h2 id="terms" className="text-base font-semibold text-ink-900">
        Cancellation policy: {policy}
      </h2>
      {!cancellable ? (
        <p className="mt-1 text-sm text-ink-700">This booking can no longer be cancelled.</p>
      ) : preview.data ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
          {preview.data.terms.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      ) : preview.isError ? (
        <p className="mt-1 text-sm text-ink-700">
          The terms could not be loaded.{' '}
          <Button variant="ghost" size="sm" onClick={() => void preview.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <div
          role="status"
          aria-label="Loading the terms"
          className="mt-2 h-16 animate-pulse rounded-field bg-ink-100"
        />
      )}
    </section>
  );
}
