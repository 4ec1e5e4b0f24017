import { useId, useState } from 'react';
import { addMonths, datesOf, monthOf, weekdayOf } from '@/lib/calendar';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/i18n';
import { CalendarDay, type CalendarWords, type DayInfo, type DayState } from './month-calendar-day';
import { MonthHeader, MonthNavButton, WeekdayHeads } from './month-calendar-parts';
import { useMonthGridFocus } from './use-month-grid-focus';

export type { CalendarWords, DayInfo, DayTone } from './month-calendar-day';
export { MonthNavButton } from './month-calendar-parts';

/** A range of calendar dates, both included; `end` is null while the second day is still to be chosen. */
export interface DateRange {
  start: string;
  end: string | null;
}

export interface MonthCalendarProps {
  /** 'YYYY-MM'. */
  month: string;
  /** The calendar's words in the page's language (the catalogue's `listing.calendar`). */
  words: CalendarWords;
  /** Today in the platform's time zone ('YYYY-MM-DD'): earlier days are shown as past and cannot be chosen. */
  today: string;
  /** Shows the previous and next buttons; also called when the keyboard moves past the month's edge. */
  onMonthChange?: (month: string) => void;
  /** False when the page draws its own previous and next buttons (several months side by side). */
  showNav?: boolean;
  minMonth?: string;
  maxMonth?: string;
  /** What to show and say of each day. */
  day?: (date: string) => DayInfo | undefined;
  /** Makes the days buttons: the first one chosen starts a range, the second ends it. */
  range?: DateRange | null;
  onRangeChange?: (range: DateRange) => void;
  /** The month's figures are loading. */
  busy?: boolean;
  className?: string;
}

/** The day that takes the keyboard focus when the grid is entered: the chosen start, today, or the 1st. */
function entryDay(month: string, range: DateRange | null | undefined, today: string) {
  if (range && monthOf(range.start) === month) return range.start;
  return monthOf(today) === month ? today : `${month}-01`;
}

/**
 * A month as an accessible grid (WAI-ARIA date grid): each day says its date and state
 * ('Tuesday 3 December 2026, 2 of 3 free'); arrow keys move by day and week, Home and End to
 * the week's ends, Page Up and Page Down by month; Enter or Space chooses. Choosing a day starts
 * a range, choosing a later one ends it (an earlier one starts again). Past days are disabled.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const {
    month,
    words,
    today,
    onMonthChange,
    showNav = true,
    minMonth,
    maxMonth,
    day,
    range,
    onRangeChange,
    busy,
    className,
  } = props;
  const labelId = useId();
  const lang = useLanguage();
  const selectable = !!onRangeChange;
  const [preview, setPreview] = useState<string | null>(null);
  const canGo = (m: string) => (!minMonth || m >= minMonth) && (!maxMonth || m <= maxMonth);
  const { focusDate, setFocus, onKeyDown, register } = useMonthGridFocus({
    month,
    entry: entryDay(month, range, today),
    canGo,
    onMonthChange,
  });

  function choose(date: string) {
    setFocus(date);
    if (!range || range.end !== null || date < range.start) onRangeChange?.({ start: date, end: null });
    else onRangeChange?.({ start: range.start, end: date });
  }

  const pending = range && range.end === null ? range.start : null;
  const last = range?.end ?? (pending && preview && preview >= pending ? preview : pending);
  const cells: (DayState | null)[] = [
    ...Array.from({ length: weekdayOf(`${month}-01`) }, () => null),
    ...datesOf(month).map((date) => {
      const inRange = !!range && !!last && date >= range.start && date <= last;
      const isStart = !!range && date === range.start;
      const isEnd = !!range?.end && date === range.end;
      return {
        date,
        info: day?.(date),
        past: date < today,
        today: date === today,
        inRange,
        edge: isStart && isEnd ? 'both' : isStart ? 'start' : isEnd ? 'end' : null,
        focusable: date === focusDate,
      } satisfies DayState;
    }),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));

  return (
    <div className={cn('min-w-0', className)}>
      <MonthHeader
        labelId={labelId}
        month={month}
        nav={
          onMonthChange && showNav
            ? [
                <MonthNavButton
                  key="previous"
                  direction="previous"
                  label={words.previousMonth}
                  disabled={!canGo(addMonths(month, -1))}
                  onClick={() => onMonthChange(addMonths(month, -1))}
                />,
                <MonthNavButton
                  key="next"
                  direction="next"
                  label={words.nextMonth}
                  disabled={!canGo(addMonths(month, 1))}
                  onClick={() => onMonthChange(addMonths(month, 1))}
                />,
              ]
            : undefined
        }
      />
      <table
        role="grid"
        aria-labelledby={labelId}
        aria-busy={busy || undefined}
        aria-multiselectable={selectable || undefined}
        onKeyDown={selectable ? onKeyDown : undefined}
        onMouseLeave={() => setPreview(null)}
        className="w-full table-fixed border-separate border-spacing-0.5 sm:border-spacing-1"
      >
        <WeekdayHeads />
        {/* Only the days dim while their month loads: the weekday names keep their contrast. */}
        <tbody className={cn(busy && 'opacity-60')}>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((state, i) =>
                state ? (
                  <td
                    key={state.date}
                    role="gridcell"
                    className="p-0"
                    aria-selected={selectable ? state.inRange : undefined}
                  >
                    <CalendarDay
                      state={state}
                      words={words}
                      lang={lang}
                      selectable={selectable}
                      onChoose={choose}
                      onPreview={setPreview}
                      ref={register(state.date)}
                    />
                  </td>
                ) : (
                  <td key={`blank-${i}`} role="gridcell" className="p-0" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
