import { PH_TIME_ZONE } from '@espasyo/domain/settings/defaults';

/** Money and dates as docs/product/ground-rules.md and the UI guidelines show them, never raw centavos or ISO strings. */

/** The one time zone the web shows dates and days in (the public settings do not carry the platform's). */
export const TIME_ZONE = PH_TIME_ZONE;
const MANILA = TIME_ZONE;

const whole = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** ₱1,234 when whole, ₱1,234.50 otherwise; input is an integer number of centavos. */
export function formatMoney(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.round(centavos));
  const pesos = abs / 100;
  return `${sign}₱${abs % 100 === 0 ? whole.format(pesos) : cents.format(pesos)}`;
}

const dateParts = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: MANILA,
});

const timeFmt = new Intl.DateTimeFormat('en-PH', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: MANILA,
});

/**
 * A booking date like '2026-11-24' is already a Manila calendar date; pin it to Manila
 * noon so no time zone can move it to the day before or after.
 */
function toDate(value: string | number | Date): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(Date.UTC(y, m - 1, d, 4));
  }
  return value instanceof Date ? value : new Date(value);
}

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: MANILA });

/** The calendar day in Manila as 'YYYY-MM-DD' (today by default): file names, date ranges. */
export function calendarDay(value: Date = new Date()): string {
  return isoDay.format(value);
}

/** 'Mon, 24 Nov 2026' in Asia/Manila. Assembled from parts so every browser agrees on commas. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(dateParts.formatToParts(date).map((x) => [x.type, x.value]));
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** 'Mon, 24 Nov 2026, 3:05 PM' in Asia/Manila. */
export function formatDateTime(value: string | number | Date): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)}, ${timeFmt.format(date)}`;
}
