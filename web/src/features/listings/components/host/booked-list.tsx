import { Link } from 'react-router';
import type { CalendarBooking } from '@espasyo/domain/contracts/listings';
import { paths } from '@espasyo/domain/paths';
import { useBookingDates } from '@/lib/booking-dates';
import { monthLabel } from '@/lib/calendar';
import { useLanguage, useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { BookingStatusBadge } from '@/features/bookings';
import { useRangeText } from './use-block-form';

/** When a booking holds the units: its days, or its day and hours (a tenancy's line stays the shared one's). */
function useWhen() {
  const m = useMessages('hostListings');
  const f = useFormat();
  const rangeText = useRangeText();
  const dates = useBookingDates();
  return (b: CalendarBooking) =>
    b.kind === 'hours' && b.endsAt
      ? m.booked.hours({ date: f.date(b.startsAt), from: f.time(b.startsAt), to: f.time(b.endsAt) })
      : b.endDate
        ? rangeText(b.startDate, b.endDate)
        : dates.of(b);
}

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
  const m = useMessages('hostListings');
  const when = useWhen();
  const lang = useLanguage();
  if (bookings.length === 0)
    return <p className="text-base text-ink-600">{m.booked.none({ month: monthLabel(month, lang) })}</p>;
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
              {b.clientName} · {capacity === 1 ? m.block.wholeSpace : m.block.unitsOf({ units: b.units, capacity })}
            </p>
          </div>
          <BookingStatusBadge status={b.status} />
        </li>
      ))}
    </ul>
  );
}
