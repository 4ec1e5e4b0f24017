import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { calendarDay, formatDate, formatShortDay, formatTime } from '@/lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The messages namespace, for helpers that are not components. */
export type ChatWords = Messages<Catalogs['messages']>;

/** The words for the two days said by name (the messages namespace's `today` and `yesterday`). */
export interface DayWords {
  today: string;
  yesterday: string;
}

/** A thread's day separator: 'Today', 'Yesterday' or 'Mon, 24 Nov 2026' (in the platform's time zone). */
export function dayLabel(iso: string, m: DayWords, now = new Date(), lang: Language = 'en'): string {
  const day = calendarDay(new Date(iso));
  if (day === calendarDay(now)) return m.today;
  if (day === calendarDay(new Date(now.getTime() - DAY_MS))) return m.yesterday;
  return formatDate(iso, lang);
}

/** The list's time of the last message: '3:05 PM' today, 'Yesterday', else 'Nov 24' ('Nob 24'). */
export function listTime(iso: string, m: DayWords, now = new Date(), lang: Language = 'en'): string {
  const label = dayLabel(iso, m, now, lang);
  if (label === m.today) return formatTime(iso);
  if (label === m.yesterday) return label;
  return formatShortDay(iso, lang);
}

/** The calendar day of an instant, to group a thread's messages. */
export const dayOf = (iso: string) => calendarDay(new Date(iso));
