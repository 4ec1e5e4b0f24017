import type { Availability } from '@espasyo/domain/contracts/listings';
import { MonthCalendar, type DateRange, type DayInfo } from '@/components/ui/month-calendar';
import { CalendarLegend } from '@/features/listings/components/calendar-legend';

/** Why no unit is free: clients booked them, the host blocked them, or both. */
const takenBy = (d: Availability['days'][number]) => (!d.blocked ? 'Booked' : !d.booked ? 'Blocked' : 'Full');

/**
 * A day of the host's calendar: units free out of capacity, in figures and in words, and what
 * takes the others: a day with only bookings is in the bookings' colour and, full, reads 'Booked';
 * one the host blocked is in the blocks' colours and, full, reads 'Blocked'.
 */
export function hostDayInfo(day: Availability['days'][number] | undefined, capacity: number): DayInfo | undefined {
  if (!day) return undefined;
  const tone = day.free >= capacity ? 'open' : !day.blocked ? 'booked' : day.free > 0 ? 'partial' : 'full';
  const note = !day.free ? (
    takenBy(day)
  ) : capacity === 1 ? (
    'Free'
  ) : (
    <>
      {day.free}
      <span className="hidden sm:inline"> of {capacity}</span> free
    </>
  );
  const taken = [day.booked && `${day.booked} booked`, day.blocked && `${day.blocked} blocked`].filter(Boolean);
  return { tone, note, label: [`${day.free} of ${capacity} free`, ...taken].join(', ') };
}

/** The month with each day's free units; choosing a first and a last day fills the block form. */
export function AvailabilityCalendar({
  month,
  today,
  minMonth,
  maxMonth,
  data,
  loading,
  range,
  onRangeChange,
  onMonthChange,
}: {
  month: string;
  today: string;
  minMonth: string;
  maxMonth: string;
  data: Availability | undefined;
  loading: boolean;
  range: DateRange | null;
  onRangeChange?: (range: DateRange) => void;
  onMonthChange: (month: string) => void;
}) {
  const current = data?.month === month ? data : undefined;
  const days = new Map(current?.days.map((d) => [d.date, d]));
  const capacity = current?.capacity ?? 1;
  return (
    <>
      <MonthCalendar
        month={month}
        today={today}
        minMonth={minMonth}
        maxMonth={maxMonth}
        onMonthChange={onMonthChange}
        day={(date) => hostDayInfo(days.get(date), capacity)}
        range={range}
        onRangeChange={onRangeChange}
        busy={loading || !current}
      />
      <CalendarLegend
        items={[
          { swatch: 'open', label: 'All free' },
          { swatch: 'booked', label: 'Booked' },
          { swatch: 'partial', label: 'Some blocked' },
          { swatch: 'full', label: 'None free' },
          { swatch: 'chosen', label: 'Your selection' },
          { swatch: 'today', label: 'Today' },
        ]}
      />
    </>
  );
}
