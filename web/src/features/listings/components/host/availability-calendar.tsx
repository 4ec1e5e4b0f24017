import type { Availability } from '@espasyo/domain/contracts/listings';
import { MonthCalendar, type DateRange, type DayInfo } from '@/components/ui/month-calendar';
import { useMessages } from '@/lib/i18n';
import { CalendarLegend } from '@/features/listings/components/calendar-legend';

type Words = ReturnType<typeof useMessages<'hostListings'>>['day'];

/** Why no unit is free: clients booked them, the host blocked them, or both. */
const takenBy = (d: Availability['days'][number], m: Words) => (!d.blocked ? m.booked : !d.booked ? m.blocked : m.full);

/**
 * A day of the host's calendar: units free out of capacity, in figures and in words, and what
 * takes the others: a day with only bookings is in the bookings' colour and, full, reads 'Booked';
 * one the host blocked is in the blocks' colours and, full, reads 'Blocked'.
 */
export function hostDayInfo(
  day: Availability['days'][number] | undefined,
  capacity: number,
  m: Words,
): DayInfo | undefined {
  if (!day) return undefined;
  const tone = day.free >= capacity ? 'open' : !day.blocked ? 'booked' : day.free > 0 ? 'partial' : 'full';
  const note = !day.free ? (
    takenBy(day, m)
  ) : capacity === 1 ? (
    m.free
  ) : (
    <>
      {day.free}
      <span className="hidden sm:inline">{m.ofCapacity({ capacity })}</span>
      {m.freeWord}
    </>
  );
  const taken = [
    day.booked && m.bookedUnits({ count: day.booked }),
    day.blocked && m.blockedUnits({ count: day.blocked }),
  ].filter(Boolean);
  return { tone, note, label: [m.label({ free: day.free, capacity }), ...taken].join(', ') };
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
  const m = useMessages('hostListings');
  // The calendar's own words are the listing page's (its namespace has them; see CalendarWords).
  const words = useMessages('listing').calendar;
  const current = data?.month === month ? data : undefined;
  const days = new Map(current?.days.map((d) => [d.date, d]));
  const capacity = current?.capacity ?? 1;
  return (
    <>
      <MonthCalendar
        month={month}
        words={words}
        today={today}
        minMonth={minMonth}
        maxMonth={maxMonth}
        onMonthChange={onMonthChange}
        day={(date) => hostDayInfo(days.get(date), capacity, m.day)}
        range={range}
        onRangeChange={onRangeChange}
        busy={loading || !current}
      />
      <CalendarLegend
        items={[
          { swatch: 'open', label: m.legend.allFree },
          { swatch: 'booked', label: m.legend.booked },
          { swatch: 'partial', label: m.legend.someBlocked },
          { swatch: 'full', label: m.legend.noneFree },
          { swatch: 'chosen', label: m.legend.selection },
          { swatch: 'today', label: m.legend.today },
        ]}
      />
    </>
  );
}
