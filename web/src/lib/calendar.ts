/**
 * Calendar dates ('YYYY-MM-DD') and months ('YYYY-MM') as plain text, the way the API sends
 * them (booking and block dates are days in the platform's time zone, not instants). The
 * arithmetic runs in UTC, where every day has 24 hours, so no browser's own zone can move a day.
 * Months and weekdays are named in the page's language (`lang`, useFormat().lang).
 */
import type { FormatLanguage } from '@espasyo/domain/format';

const pad = (n: number) => String(n).padStart(2, '0');
const utc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d ?? 1));
};
const dayOf = (at: Date) => `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;

/** The date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const at = utc(date);
  at.setUTCDate(at.getUTCDate() + days);
  return dayOf(at);
}

/** The month 'YYYY-MM' of a date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `months` after (or before) `month`. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1 + months, 1));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}`;
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The same day of the month in another month, or its last day when that month is shorter (31 Jan → 28 Feb). */
export function sameDayIn(date: string, month: string): string {
  return `${month}-${pad(Math.min(Number(date.slice(8, 10)), daysInMonth(month)))}`;
}

/** 0 for Sunday … 6 for Saturday. */
export const weekdayOf = (date: string) => utc(date).getUTCDay();

/** Every date of a month, in order. */
export function datesOf(month: string): string[] {
  return Array.from({ length: daysInMonth(month) }, (_, i) => `${month}-${pad(i + 1)}`);
}

/** The dates from `start` to `end`, both included (at most `limit`). */
export function datesBetween(start: string, end: string, limit = 400): string[] {
  const out: string[] = [];
  for (let d = start; d <= end && out.length < limit; d = addDays(d, 1)) out.push(d);
  return out;
}

/**
 * The locale of a month's and a weekday's names in each language (as domain/format's dates):
 * British English ('Tuesday 3 December 2026'), Filipino's own ('Martes, 3 Disyembre 2026').
 */
const NAME_LOCALES: Record<FormatLanguage, string> = { en: 'en-GB', fil: 'fil-PH' };

/** One formatter per language and kind, made on first use (a formatter costs far more to make than to use). */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(lang: FormatLanguage, kind: 'long' | 'month' | 'short', options: Intl.DateTimeFormatOptions) {
  const key = `${lang} ${kind}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(NAME_LOCALES[lang], { ...options, timeZone: 'UTC' })));
  return f;
}

/**
 * 'Tuesday 3 December 2026', assembled from parts so every browser says it the same way;
 * 'Martes, 3 Disyembre 2026' in Filipino (its weekday set off as in 'Mar, 3 Dis 2026').
 */
export function longDate(date: string, lang: FormatLanguage = 'en'): string {
  const long = format(lang, 'long', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const p = Object.fromEntries(long.formatToParts(utc(date)).map((x) => [x.type, x.value]));
  return `${p.weekday}${lang === 'en' ? '' : ','} ${p.day} ${p.month} ${p.year}`;
}

/** 'December 2026'; 'Disyembre 2026' in Filipino. */
export const monthLabel = (month: string, lang: FormatLanguage = 'en') =>
  format(lang, 'month', { month: 'long', year: 'numeric' }).format(utc(`${month}-01`));

/**
 * The week's days from Sunday, each short (a calendar's column) and whole (its `abbr`, read out):
 * ['Sun', 'Sunday'] …; ['Lin', 'Linggo'] … in Filipino.
 */
export function weekdayNames(lang: FormatLanguage = 'en'): [short: string, long: string][] {
  const short = format(lang, 'short', { weekday: 'short' });
  const long = format(lang, 'long', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  // 2026-11-01 is a Sunday.
  return datesBetween('2026-11-01', '2026-11-07').map((d) => {
    const weekday = long.formatToParts(utc(d)).find((x) => x.type === 'weekday')?.value ?? '';
    return [short.format(utc(d)), weekday];
  });
}
