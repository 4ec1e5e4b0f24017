import type { ReactNode, Ref } from 'react';
import type { FormatLanguage } from '@espasyo/domain/format';
import { longDate } from '@/lib/calendar';
import { cn } from '@/lib/cn';

/**
 * The calendar's own words in the page's language, which its page passes (the catalogue's
 * `listing.calendar`: the public listing page loads that namespace already, and its JavaScript
 * budget has no room for another). Month and weekday names come from Intl.
 */
export interface CalendarWords {
  previousMonth: string;
  nextMonth: string;
  /** Read out after a past day's date. */
  past: string;
  firstChosen: string;
  lastChosen: string;
}

/** How full a day is: everything free, some units taken, nothing left (`booked`: nothing left, bookings hold some). */
export type DayTone = 'open' | 'partial' | 'full' | 'booked';

export interface DayInfo {
  /** A short line under the day's number ('2/3', 'Full'). */
  note?: ReactNode;
  /** Read out after the date: 'Tuesday 3 December 2026, 2 of 3 free'. */
  label?: string;
  tone?: DayTone;
  /** Cannot be chosen (no unit free). Past days never can. */
  unavailable?: boolean;
}

export interface DayState {
  date: string;
  info: DayInfo | undefined;
  past: boolean;
  today: boolean;
  /** Inside the chosen (or, while choosing, the previewed) range. */
  inRange: boolean;
  edge: 'start' | 'end' | 'both' | null;
  focusable: boolean;
}

const toneClasses: Record<DayTone, string> = {
  open: 'bg-white text-ink-900',
  partial: 'bg-warning-50 text-ink-900',
  full: 'bg-ink-100 text-ink-600',
  booked: 'bg-info-50 text-ink-900',
};
const noteClasses: Record<DayTone, string> = {
  open: 'text-success-700',
  partial: 'text-warning-700',
  full: 'text-ink-600',
  booked: 'text-info-700',
};

/** 'Tuesday 3 December 2026, 2 of 3 free, first day chosen': a day's date and state, read out. */
export function dayLabel(
  { date, info, past, edge }: DayState,
  words: CalendarWords,
  lang: FormatLanguage = 'en',
): string {
  const parts = [longDate(date, lang)];
  if (info?.label) parts.push(info.label);
  if (past) parts.push(words.past);
  if (edge === 'start' || edge === 'both') parts.push(words.firstChosen);
  if (edge === 'end' || edge === 'both') parts.push(words.lastChosen);
  return parts.join(', ');
}

/** One day of the month grid: its number, its note, and its state in colour (and in words for screen readers). */
export function CalendarDay({
  state,
  selectable,
  onChoose,
  onPreview,
  words,
  lang,
  ref,
}: {
  state: DayState;
  words: CalendarWords;
  lang: FormatLanguage;
  selectable: boolean;
  onChoose: (date: string) => void;
  onPreview: (date: string | null) => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const { date, info, past, today, inRange, edge } = state;
  const tone = info?.tone ?? 'open';
  const blocked = past || !!info?.unavailable;
  const strong = edge !== null;
  const look = past
    ? 'bg-transparent text-ink-500'
    : strong
      ? 'bg-brand-600 text-white'
      : inRange
        ? 'bg-brand-100 text-brand-900'
        : toneClasses[tone];
  const classes = cn(
    'relative flex h-12 w-full flex-col items-center justify-center rounded-field text-sm leading-tight sm:h-16',
    look,
    !past && !strong && !inRange && tone !== 'full' && 'border border-ink-200',
    today && !strong && 'font-bold ring-2 ring-brand-600',
  );
  const content = (
    <>
      <span className={cn(info?.unavailable && !past && 'line-through')}>{Number(date.slice(8))}</span>
      {info?.note != null && !past && (
        <span
          className={cn(
            'text-[0.6875rem] font-medium sm:text-xs',
            strong ? 'text-white' : inRange ? 'text-brand-800' : noteClasses[tone],
          )}
        >
          {info.note}
        </span>
      )}
    </>
  );
  if (!selectable)
    return (
      <div className={classes} aria-label={dayLabel(state, words, lang)} role="img">
        {content}
      </div>
    );
  return (
    <button
      ref={ref}
      type="button"
      data-date={date}
      tabIndex={state.focusable ? 0 : -1}
      aria-label={dayLabel(state, words, lang)}
      aria-disabled={blocked || undefined}
      aria-current={today ? 'date' : undefined}
      onClick={() => !blocked && onChoose(date)}
      onMouseEnter={() => onPreview(date)}
      onFocus={() => onPreview(date)}
      className={cn(
        classes,
        blocked ? 'cursor-not-allowed' : 'hover:border-brand-600',
        'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-500',
      )}
    >
      {content}
    </button>
  );
}
