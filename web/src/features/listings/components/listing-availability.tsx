import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PublicAvailability } from '@espasyo/domain/contracts/listings';
import { Button } from '@/components/ui/button';
import { MonthNavButton, type DateRange } from '@/components/ui/month-calendar';
import { addMonths, datesBetween, monthOf } from '@/lib/calendar';
import { cn } from '@/lib/cn';
import { calendarDay } from '@/lib/format';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { listingKeys } from '@/features/listings/api/keys';
import { CalendarLegend } from './calendar-legend';
import { ListingMonth } from './listing-month';

/** How far ahead a renter can look (a quote takes stays within the next year or so). */
const MONTHS_AHEAD = 12;

/** Both days of a chosen stay, included. */
export interface ChosenDates {
  start: string;
  end: string;
}

export interface ListingAvailabilityProps {
  listingId: string;
  /** The dates chosen elsewhere (the price box, the address), shown on the calendar; omit it to let the calendar keep its own. */
  selected?: ChosenDates | null;
  /** Called with both days (included) once a range of available days is chosen. */
  onSelectRange?: (start: string, end: string) => void;
  /** Called when the renter clears the dates. */
  onClearRange?: () => void;
}

/**
 * A live listing's calendar for renters (loaded when it comes near the screen on /spaces/{id}
 * and /client/listing/{id}): one month on a phone, two side by side from 640 px; days with no
 * unit free are unavailable. Choosing a first and a last day hands the range to the price box
 * through `onSelectRange`, unless a day between them is known to be unavailable.
 */
export default function ListingAvailability({
  listingId,
  selected,
  onSelectRange,
  onClearRange,
}: ListingAvailabilityProps) {
  const { availability: m, calendar: words } = useMessages('listing');
  const f = useFormat();
  const today = calendarDay();
  const first = monthOf(today);
  const last = addMonths(first, MONTHS_AHEAD);
  const [month, setMonth] = useState(() =>
    selected && monthOf(selected.start) > first && monthOf(selected.start) <= last ? monthOf(selected.start) : first,
  );
  const [own, setOwn] = useState<ChosenDates | null>(null);
  /** The first day, while the last is still to be chosen. */
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = selected !== undefined ? selected : own;
  const range: DateRange | null = pending
    ? { start: pending, end: null }
    : chosen
      ? { start: chosen.start, end: chosen.end }
      : null;
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
    if (next.end === null) return setPending(next.start);
    const blocked = firstUnavailable(next.start, next.end);
    if (blocked) return setProblem(m.blocked({ date: f.date(blocked) }));
    setPending(null);
    setOwn({ start: next.start, end: next.end });
    onSelectRange?.(next.start, next.end);
  }

  const clear = () => {
    setPending(null);
    setOwn(null);
    setProblem(null);
    onClearRange?.();
  };
  const shared = { listingId, today, range, onRangeChange: choose };

  return (
    <div>
      <div className="relative grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <MonthNavButton
          direction="previous"
          label={words.previousMonth}
          disabled={month <= first}
          onClick={() => setMonth(addMonths(month, -1))}
          className="absolute top-0 left-0"
        />
        <MonthNavButton
          direction="next"
          label={words.nextMonth}
          disabled={month >= last}
          onClick={() => setMonth(addMonths(month, 1))}
          className="absolute top-0 right-0"
        />
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
          { swatch: 'open', label: m.available },
          { swatch: 'full', label: m.unavailable },
          { swatch: 'chosen', label: m.yours },
        ]}
      />
      <div className="mt-4 flex flex-wrap items-center gap-3" aria-live="polite">
        <p className={cn('text-base', problem ? 'font-medium text-danger-700' : 'text-ink-800')}>
          {problem ??
            (!range
              ? m.chooseFirst
              : range.end
                ? m.chosen({ start: f.date(range.start), end: f.date(range.end) })
                : m.chooseLast({ start: f.date(range.start) }))}
        </p>
        {range && (
          <Button variant="ghost" size="sm" onClick={clear}>
            {m.clear}
          </Button>
        )}
      </div>
    </div>
  );
}
