import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { calendarDay, formatTime } from '@/lib/format';
import type { Format } from '@/lib/use-format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The messages namespace, for helpers that are not components. */
export type ChatWords = Messages<Catalogs['messages']>;

/** The words for the two days said by name (the messages namespace's `today` and `yesterday`). */
export interface DayWords {
  today: string;
  yesterday: string;
}

/** The day names of the interface's language (useFormat). */
export type DayFormat = Pick<Format, 'date' | 'shortDay'>;

/**
 * A thread's day separator: 'Today', 'Yesterday' or 'Mon, 24 Nov 2026' ('Lun, 24 Nob 2026'), in
 * the platform's time zone.
 */
export function dayLabel(iso: string, m: DayWords, f: DayFormat, now = new Date()): string {
  const day = calendarDay(new Date(iso));
  if (day === calendarDay(now)) return m.today;
  if (day === calendarDay(new Date(now.getTime() - DAY_MS))) return m.yesterday;
  return f.date(iso);
}

/** The list's time of the last message: '3:05 PM' today, 'Yesterday', else 'Nov 24' ('Nob 24'). */
export function listTime(iso: string, m: DayWords, f: DayFormat, now = new Date()): string {
  const label = dayLabel(iso, m, f, now);
  if (label === m.today) return formatTime(iso);
  if (label === m.yesterday) return label;
  return f.shortDay(iso);
}

/** The calendar day of an instant, to group a thread's messages. */
export const dayOf = (iso: string) => calendarDay(new Date(iso));
