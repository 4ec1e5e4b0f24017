/**
 * Calendar dates ('YYYY-MM-DD') and months ('YYYY-MM') as plain text, the way the API sends
 * them (booking and block dates are days in the platform's time zone, not instants). The
 * arithmetic runs in UTC, where every day has 24 hours, so no browser's own zone can move a day.
 */

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

const longParts = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Tuesday 3 December 2026', assembled from parts so every browser says it the same way. */
export function longDate(date: string): string {
  const p = Object.fromEntries(longParts.formatToParts(utc(date)).map((x) => [x.type, x.value]));
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** 'December 2026'. */
export const monthLabel = (month: string) => monthName.format(utc(`${month}-01`));
