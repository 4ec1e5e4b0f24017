import { Link } from 'react-router';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { bookingLength, bookingWhen, unitsWords } from './booking-when';
import { BookingStatusBadge } from './booking-status-badge';

/** What the client should know next about a booking in the list, if anything. */
function nextStep(b: Booking): string | null {
  if (!b.dueAt) return null;
  if (b.status === 'pending') return `Waiting for the host to answer, until ${formatDateTime(b.dueAt)}`;
  if (b.status === 'awaiting_payment') return `Pay by ${formatDateTime(b.dueAt)} to confirm it`;
  return null;
}

/** One booking in My Bookings: the whole card opens its page. */
export function BookingCard({ booking: b }: { booking: Booking }) {
  const next = nextStep(b);
  return (
    <li className="relative rounded-card border border-ink-200 bg-white p-4 shadow-card transition-colors focus-within:ring-3 focus-within:ring-brand-500/40 hover:border-ink-300 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 className="min-w-0 text-base font-semibold wrap-anywhere text-ink-900 sm:text-lg">
          <Link
            to={paths.client.booking.getHref(b.id)}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
          >
            {b.listingTitle}
          </Link>
        </h3>
        <BookingStatusBadge status={b.status} />
      </div>
      <p className="mt-2 text-base text-ink-800">{bookingWhen(b)}</p>
      <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-ink-600">
        <span>
          {bookingLength(b)} · {unitsWords(b.units)}
        </span>
        <span className="text-base font-semibold text-ink-900 tabular-nums">{formatMoney(b.total)}</span>
      </p>
      {next && <p className="mt-2 text-sm font-medium text-warning-700">{next}</p>}
    </li>
  );
}

/** A card's shape while the list loads. */
export function BookingCardSkeleton() {
  return (
    <li aria-hidden="true" className="rounded-card border border-ink-200 bg-white p-4 sm:p-5">
      <div className="flex justify-between gap-4">
        <div className="h-5 w-2/3 animate-pulse rounded bg-ink-100" />
        <div className="h-6 w-20 animate-pulse rounded-full bg-ink-100" />
      </div>
      <div className="mt-3 h-4 w-1/2 animate-pulse rounded bg-ink-100" />
      <div className="mt-2 h-4 w-1/3 animate-pulse rounded bg-ink-100" />
    </li>
  );
}
