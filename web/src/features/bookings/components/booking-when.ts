import type { Booking } from '@espasyo/domain/contracts/bookings';
import { formatDate, plural, timeZone } from '@/lib/format';

/** '3:00 PM' in the platform's time zone. */
export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat('en-PH', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: timeZone() })
    .format(new Date(iso))
    .replace(/\s?([ap])\.?m\.?$/i, (_, x: string) => ` ${x.toUpperCase()}M`);
}

const calendarDays = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000) + 1;

/**
 * When a booking is, in the platform's words and zone: 'Mon, 1 Dec 2026 – Wed, 3 Dec 2026'
 * (its dates, both included) or 'Tue, 1 Dec 2026, 9:00 AM – 12:00 PM' (an hourly one).
 */
export function bookingWhen(b: Pick<Booking, 'kind' | 'startDate' | 'endDate' | 'startsAt' | 'endsAt'>): string {
  if (b.kind === 'hours') return `${formatDate(b.startsAt)}, ${formatTime(b.startsAt)} – ${formatTime(b.endsAt)}`;
  return b.startDate === b.endDate ? formatDate(b.startDate) : `${formatDate(b.startDate)} – ${formatDate(b.endDate)}`;
}

/** How long: '3 days', '5 hours'. */
export function bookingLength(b: Pick<Booking, 'kind' | 'startDate' | 'endDate' | 'startsAt' | 'endsAt'>): string {
  if (b.kind === 'hours')
    return plural(Math.round((Date.parse(b.endsAt) - Date.parse(b.startsAt)) / 3_600_000), 'hour');
  return plural(calendarDays(b.startDate, b.endDate), 'day');
}

export const unitsWords = (units: number) => plural(units, 'unit');
