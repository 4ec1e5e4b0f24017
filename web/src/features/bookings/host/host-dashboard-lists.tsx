import { Link } from 'react-router';
import type { BookingsPage, HostBookingsSummary } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { BookingCard, BookingCardSkeleton } from '@/features/bookings/list/booking-card';
import { useBookingWords } from '@/features/bookings/shared/booking-words';
import { useBookingDates } from '@/lib/booking-dates';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

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
  const m = useMessages('hostBookings').dashboard;
  const f = useFormat();
  return (
    <section aria-labelledby="dash-requests" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="dash-requests" className="text-base font-semibold text-ink-900">
          {m.requests}
        </h3>
        {pending > SHOWN && (
          <Link to={paths.host.bookings.getHref()} className="text-sm font-semibold text-brand-700 underline">
            {m.seeAllRequests({ count: f.number(pending) })}
          </Link>
        )}
      </div>
      {error ? (
        <LoadError title={m.requestsError} error={error} onRetry={onRetry} />
      ) : !page ? (
        <ul aria-label={m.requestsLoading} className="space-y-3">
          <BookingCardSkeleton />
        </ul>
      ) : page.items.length === 0 ? (
        <p className="rounded-card border border-dashed border-ink-300 bg-ink-50 p-4 text-base text-ink-700">
          {m.noRequests}
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
  const m = useMessages('hostBookings').dashboard;
  const f = useFormat();
  const { units } = useBookingWords();
  const dates = useBookingDates();
  return (
    <section aria-labelledby="dash-move-ins" className="space-y-3">
      <h3 id="dash-move-ins" className="text-base font-semibold text-ink-900">
        {m.moveIns({ days: moveIns.days })}
      </h3>
      {moveIns.items.length === 0 ? (
        <p className="rounded-card border border-dashed border-ink-300 bg-ink-50 p-4 text-base text-ink-700">
          {m.noMoveIns({ days: moveIns.days })}
        </p>
      ) : (
        <ul className="divide-y divide-ink-100 rounded-card border border-ink-200 bg-white">
          {moveIns.items.map((b) => (
            <li key={b.id}>
              <Link
                to={paths.host.booking.getHref(b.id)}
                className="block min-h-11 px-4 py-3 hover:bg-ink-50 focus-visible:bg-ink-50"
              >
                <span className="block font-semibold text-ink-900">{b.clientName}</span>
                <span className="block text-sm text-ink-700">
                  {m.moveIn({ listing: b.listingTitle, dates: dates.of(b), units: units(b.units) })}
                </span>
              </Link>
            </li>
          ))}
          {moveIns.count > moveIns.items.length && (
            <li className="px-4 py-3 text-sm text-ink-600">
              {m.more({ count: f.number(moveIns.count - moveIns.items.length) })}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
