import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PublicAvailability } from '@espasyo/domain/contracts/listings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { MonthCalendar, type DateRange, type DayInfo } from '@/components/ui/month-calendar';
import { addMonths, datesBetween, monthLabel, monthOf } from '@/lib/calendar';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { calendarDay, formatDate } from '@/lib/format';
import { listingKeys } from '@/features/listings/api/keys';
import { usePublicAvailability } from '@/features/listings/api/use-public-availability';
import { CalendarLegend } from './calendar-legend';

/** How far ahead a renter can look (a quote takes stays within the next year or so). */
const MONTHS_AHEAD = 12;

export interface ListingAvailabilityProps {
  listingId: string;
  /** Called with both days (included) once a range of available days is chosen. */
  onSelectRange?: (start: string, end: string) => void;
  /** Called when the renter clears the dates or starts choosing again. */
  onClearRange?: () => void;
}

function publicDayInfo(day: PublicAvailability['days'][number] | undefined, capacity: number): DayInfo | undefined {
  if (!day) return undefined;
  if (day.free === 0) return { tone: 'full', unavailable: true, label: 'unavailable' };
  if (capacity === 1) return { tone: 'open', label: 'available' };
  return { tone: 'open', note: `${day.free} free`, label: `${day.free} of ${capacity} free` };
}

/** One month of the listing's calendar, with its own loading and error state. */
function ListingMonth({
  listingId,
  month,
  className,
  ...calendar
}: {
  listingId: string;
  month: string;
  className?: string;
} & Pick<
  Parameters<typeof MonthCalendar>[0],
  'today' | 'minMonth' | 'maxMonth' | 'onMonthChange' | 'range' | 'onRangeChange'
>) {
  const availability = usePublicAvailability(listingId, month);
  const data = availability.data?.month === month ? availability.data : undefined;
  const days = new Map(data?.days.map((d) => [d.date, d]));
  if (availability.isError && !data)
    return (
      <Alert tone="danger" title={`${monthLabel(month)} could not be loaded`} className={className}>
        <p>{errorMessage(availability.error)}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void availability.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  return (
    <MonthCalendar
      {...calendar}
      className={className}
      month={month}
      showNav={false}
      day={(date) => publicDayInfo(days.get(date), data?.capacity ?? 1)}
      busy={availability.isFetching || !data}
    />
  );
}

const navButton =
  'absolute top-0 flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A live listing's calendar for renters (loaded when it comes near the screen on /spaces/{id}
 * and /client/listing/{id}): one month on a phone, two side by side from 640 px; days with no
 * unit free are unavailable. Choosing a first and a last day hands the range to the price box
 * through `onSelectRange`, unless a day between them is known to be unavailable.
 */
export default function ListingAvailability({ listingId, onSelectRange, onClearRange }: ListingAvailabilityProps) {
  const today = calendarDay();
  const first = monthOf(today);
  const last = addMonths(first, MONTHS_AHEAD);
  const [month, setMonth] = useState(first);
  const [range, setRange] = useState<DateRange | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const client = useQueryClient();

  /** The first day of the range known to have no unit free (the months seen are in the cache). */
  function firstUnavailable(start: string, end: string) {
    return datesBetween(start, end).find((date) => {
      const data = client.getQueryData<PublicAvailability>(listingKeys.publicAvailability(listingId, monthOf(date)));
      return data?.days.find((d) => d.date === date)?.free === 0;
    });
  }

  function choose(next: DateRange) {
    setProblem(null);
    if (next.end === null) {
      setRange(next);
      onClearRange?.();
      return;
    }
    const blocked = firstUnavailable(next.start, next.end);
    if (blocked) return setProblem(`${formatDate(blocked)} is not available: choose dates that do not include it.`);
    setRange(next);
    onSelectRange?.(next.start, next.end);
  }

  const clear = () => {
    setRange(null);
    setProblem(null);
    onClearRange?.();
  };
  const shared = { listingId, today, range, onRangeChange: choose };

  return (
    <div>
      <div className="relative grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <button
          type="button"
          aria-label="Previous month"
          disabled={month <= first}
          onClick={() => setMonth(addMonths(month, -1))}
          className={cn(navButton, 'left-0')}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          aria-label="Next month"
          disabled={month >= last}
          onClick={() => setMonth(addMonths(month, 1))}
          className={cn(navButton, 'right-0')}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <ListingMonth {...shared} month={month} minMonth={first} maxMonth={last} onMonthChange={setMonth} />
        <ListingMonth
          {...shared}
          className="hidden sm:block"
          month={addMonths(month, 1)}
          minMonth={addMonths(first, 1)}
          maxMonth={addMonths(last, 1)}
          onMonthChange={(m) => setMonth(addMonths(m, -1))}
        />
      </div>
      <CalendarLegend
        items={[
          { swatch: 'open', label: 'Available' },
          { swatch: 'full', label: 'Unavailable' },
          { swatch: 'chosen', label: 'Your dates' },
        ]}
      />
      <div className="mt-4 flex flex-wrap items-center gap-3" aria-live="polite">
        <p className={cn('text-base', problem ? 'font-medium text-danger-700' : 'text-ink-800')}>
          {problem ??
            (!range
              ? 'Choose your first day, then your last day.'
              : range.end
                ? `Your dates: ${formatDate(range.start)} to ${formatDate(range.end)}.`
                : `From ${formatDate(range.start)}: now choose your last day.`)}
        </p>
        {range && (
          <Button variant="ghost" size="sm" onClick={clear}>
            Clear dates
          </Button>
        )}
      </div>
    </div>
  );
}
