import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import type { Booking } from '@espasyo/domain/contracts/bookings';
import { paths } from '@espasyo/domain/paths';
import { formatMoney } from '@/lib/format';
import { BookingStatusBadge } from './booking-status-badge';
import { bookingLength, bookingWhen, unitsWords } from './booking-when';
import { HostAnswerButtons } from './host-answer-buttons';
import { HostAnswerBy } from './host-answer-by';

/**
 * One booking of the host's: the listing (it opens the booking), the client, when, units, what
 * the host earns and the status; a request also the time left to answer, with accept and decline.
 */
export function HostBookingCard({ booking: b, heading: H = 'h3' }: { booking: Booking; heading?: 'h3' | 'h4' }) {
  return (
    <li className="relative rounded-card border border-ink-200 bg-white p-4 shadow-card transition-colors focus-within:ring-3 focus-within:ring-brand-500/40 hover:border-ink-300 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <H className="min-w-0 text-base font-semibold wrap-anywhere text-ink-900 sm:text-lg">
          <Link
            to={paths.host.booking.getHref(b.id)}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
          >
            {b.listingTitle}
          </Link>
        </H>
        <BookingStatusBadge status={b.status} />
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-base text-ink-800">
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
        <span className="sr-only">Client: </span>
        {b.client.name}
      </p>
      <p className="mt-1 text-base text-ink-800">{bookingWhen(b)}</p>
      <p className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-ink-600">
        <span>
          {bookingLength(b)} · {unitsWords(b.units)}
        </span>
        {b.quote.hostEarnings != null && (
          <span>
            You earn{' '}
            <span className="text-base font-semibold text-ink-900 tabular-nums">
              {formatMoney(b.quote.hostEarnings)}
            </span>
          </span>
        )}
      </p>
      {b.status === 'pending' && b.dueAt && <HostAnswerBy dueAt={b.dueAt} className="mt-2 text-sm text-warning-700" />}
      {/* Above the card's link, so they are pressed and not the link under them. */}
      <div className="relative z-10 mt-3 empty:hidden">
        <HostAnswerButtons booking={b} />
      </div>
    </li>
  );
}
