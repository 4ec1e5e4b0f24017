import { lastDayOf } from '@espasyo/domain/bookings/last-day';
import { formatDay, formatPesos, type FormatLanguage } from '@espasyo/domain/format';
import { PH_TIME_ZONE } from '@espasyo/domain/settings/basics';

/** Money and dates as docs/product/ground-rules.md and the UI guidelines show them, never raw centavos or ISO strings. */

/**
 * The time zone dates and days are shown in: the platform's `general.timezone`, set from the
 * public settings as soon as they load (lib/public-settings), so the web and the server agree
 * on what "today" is. Until then the installation default, Asia/Manila.
 */
let zone: string = PH_TIME_ZONE;

export function setTimeZone(timeZone: string) {
  zone = timeZone;
}

export function timeZone(): string {
  return zone;
}

/**
 * A value made on its first use. Making an Intl formatter takes milliseconds on a phone, so a
 * formatter is made when something is first shown with it, not as the module loads or beside
 * others a page may not need (Total Blocking Time, decision 0096).
 */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

/** One set of formatters per time zone, each made on its first use. */
const formatters = new Map<string, ReturnType<typeof makeFormatters>>();
function makeFormatters(timeZone: string) {
  const make = (locale: string, options: Intl.DateTimeFormatOptions) =>
    onFirstUse(() => new Intl.DateTimeFormat(locale, { ...options, timeZone }));
  return {
    time: make('en-PH', { hour: 'numeric', minute: '2-digit', hour12: true }),
    isoDay: make('en-CA', {}),
    shortDay: make('en-PH', { day: 'numeric', month: 'short' }),
    filShortDay: make('fil-PH', { day: 'numeric', month: 'short' }),
    hour: make('en-GB', { hour: 'numeric', hourCycle: 'h23' }),
  };
}
function fmt() {
  let f = formatters.get(zone);
  if (!f) formatters.set(zone, (f = makeFormatters(zone)));
  return f;
}

/** ₱1,234 when whole, ₱1,234.50 otherwise; input is an integer number of centavos (the domain's formatPesos). */
export const formatMoney = formatPesos;

/**
 * A booking date like '2026-11-24' is already a calendar date; pin it to noon UTC so no
 * time zone from UTC-11 to UTC+11 can move it to the day before or after.
 */
function toDate(value: string | number | Date): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d, 12));
  }
  return value instanceof Date ? value : new Date(value);
}

/** The calendar day in the platform's time zone as 'YYYY-MM-DD' (today by default): file names, date ranges. */
export function calendarDay(value: Date = new Date()): string {
  return fmt().isoDay().format(value);
}

/**
 * 'Mon, 24 Nov 2026' in the platform's time zone (the domain's formatDay, which the server's pages
 * use too); 'Mar, 24 Nob 2026' in Filipino. A page gets these in its language from useFormat().
 */
export function formatDate(value: string | number | Date, lang: FormatLanguage = 'en'): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : formatDay(date, zone, lang);
}

/** 'Mon, 24 Nov 2026, 3:05 PM' in the platform's time zone. */
export function formatDateTime(value: string | number | Date, lang: FormatLanguage = 'en'): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date, lang)}, ${fmt().time().format(date)}`;
}

/** '3:05 PM' in the platform's time zone (a message's time). */
export function formatTime(value: string | number | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : fmt().time().format(date);
}

/** 'Nov 24' for a calendar date (chart axes); 'Nob 24' in Filipino. */
export function formatShortDay(value: string | number | Date, lang: FormatLanguage = 'en'): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return (lang === 'fil' ? fmt().filShortDay() : fmt().shortDay()).format(date);
}

/** The hour of the day (0–23) in the platform's time zone. */
export function hourOfDay(now: Date = new Date()): number {
  return Number(fmt().hour().format(now));
}

/** A calendar day's first or last millisecond in the platform's time zone, as an ISO instant with its offset. */
export function dayBoundary(day: string, end: boolean): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(toDate(day))
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = !name || name === 'GMT' || name === 'GMT+00:00' ? 'Z' : name.slice(3); // 'GMT+08:00' → '+08:00'
  return `${day}T${end ? '23:59:59.999' : '00:00:00.000'}${offset}`;
}

/** The last day of a booking known only by its end instant: 'Thu, 14 Jan 2027' for a stay ending at 00:00 on the 15th. */
export const formatBookingLastDay = (endsAt: string, lang: FormatLanguage = 'en'): string =>
  formatDate(lastDayOf(endsAt, zone), lang);
