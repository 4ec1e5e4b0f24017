import { Link } from 'react-router';
import type { CalendarBooking } from '@espasyo/domain/contracts/listings';
import { paths } from '@espasyo/domain/paths';
import { monthLabel } from '@/lib/calendar';
import { formatBookingDates } from '@/lib/booking-dates';
import { formatDate, formatTime } from '@/lib/format';
import { BookingStatusBadge } from '@/features/bookings';
import { rangeText } from './use-block-form';

/** When a booking holds the units: its days, or its day and hours. */
const when = (b: CalendarBooking) =>
  b.kind === 'hours' && b.endsAt
    ? `${formatDate(b.startsAt)}, ${formatTime(b.startsAt)} – ${formatTime(b.endsAt)}`
    : b.endDate
      ? rangeText(b.startDate, b.endDate)
      : formatBookingDates(b);

/**
 * The bookings that hold units in the month shown (requested, awaiting payment, paid, under way),
 * each with its dates, client, units and status, and a link to the booking: what the calendar's
 * 'Booked' days are.
 */
export function BookedList({
  month,
  bookings,
  capacity,
}: {
  month: string;
  bookings: CalendarBooking[];
  capacity: number;
}) {
  if (bookings.length === 0) return <p className="text-base text-ink-600">No bookings in {monthLabel(month)}.</p>;
  return (
    <ul className="divide-y divide-ink-200">
      {bookings.map((b) => (
        <li key={b.id} className="flex items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p className="font-semibold text-ink-900">
              <Link to={paths.host.booking.getHref(b.id)} className="underline-offset-2 hover:underline">
                {when(b)}
              </Link>
            </p>
            <p className="text-sm text-ink-600">
              {b.clientName} · {capacity === 1 ? 'The whole space' : `${b.units} of ${capacity} units`}
            </p>
          </div>
          <BookingStatusBadge status={b.status} />
        </li>
      ))}
    </ul>
  );
}
