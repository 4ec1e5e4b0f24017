import { Link } from 'react-router';
import type { BookingsPage, HostBookingsSummary } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { BookingCard, BookingCardSkeleton } from '@/features/bookings/list/booking-card';
import { unitsWords } from '@/features/bookings/shared/booking-when';
import { formatBookingDates } from '@/lib/booking-dates';

const SHOWN = 3;

/** The first requests waiting for the host, each with accept and decline, and the way to all of them. */
export function HostRequestsWaiting({
  page,
  pending,
  error,
  onRetry,
}: {
  page: BookingsPage | undefined;
  pending: number;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <section aria-labelledby="dash-requests" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="dash-requests" className="text-base font-semibold text-ink-900">
          Requests waiting for you
        </h3>
        {pending > SHOWN && (
          <Link to={paths.host.bookings.getHref()} className="text-sm font-semibold text-brand-700 underline">
            See all {pending.toLocaleString('en-PH')} requests
          </Link>
        )}
      </div>
      {error ? (
        <LoadError title="The requests could not be loaded" error={error} onRetry={onRetry} />
      ) : !page ? (
        <ul aria-label="Loading requests" className="space-y-3">
          <BookingCardSkeleton />
        </ul>
      ) : page.items.length === 0 ? (
        <p className="rounded-card border border-dashed border-ink-300 bg-ink-50 p-4 text-base text-ink-700">
          No requests waiting. New ones show here for you to answer within 24 hours.
        </p>
      ) : (
        <ul className="space-y-3">
          {page.items.slice(0, SHOWN).map((b) => (
            <BookingCard key={b.id} booking={b} viewer="host" heading="h4" />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Paid bookings starting in the next days: who moves in where, and when. */
export function HostMoveIns({ moveIns }: { moveIns: HostBookingsSummary['moveIns'] }) {
  return (
    <section aria-labelledby="dash-move-ins" className="space-y-3">
      <h3 id="dash-move-ins" className="text-base font-semibold text-ink-900">
        Move-ins, next {moveIns.days} days
      </h3>
      {moveIns.items.length === 0 ? (
        <p className="rounded-card border border-dashed border-ink-300 bg-ink-50 p-4 text-base text-ink-700">
          No one moves in during the next {moveIns.days} days.
        </p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-card border border-ink-200 bg-white">
          {moveIns.items.map((m) => (
            <li key={m.id}>
              <Link
                to={paths.host.booking.getHref(m.id)}
                className="block min-h-11 px-4 py-3 hover:bg-ink-50 focus-visible:bg-ink-50"
              >
                <span className="block font-semibold text-ink-900">{m.clientName}</span>
                <span className="block text-sm text-ink-700">
                  {m.listingTitle} · {formatBookingDates(m)} · {unitsWords(m.units)}
                </span>
              </Link>
            </li>
          ))}
          {moveIns.count > moveIns.items.length && (
            <li className="px-4 py-3 text-sm text-ink-600">
              and {(moveIns.count - moveIns.items.length).toLocaleString('en-PH')} more
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
