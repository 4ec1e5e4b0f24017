/**
 * A booking's dates as people read them (issue 29): the one function every page, email, receipt
 * and PDF turns a booking into words with, in the platform's time zone. A day booking covers its
 * calendar dates, both included: its `endsAt` is the midnight after its end date, so the day of
 * `endsAt` is the day after the stay (a stay to Thu 14 Jan ends at 00:00 on Fri 15 Jan). An
 * hourly one runs between its instants within one day (request.ts).
 */
import { formatDay, formatDayTime, formatTime, type FormatLanguage } from '../format';
import { lastDayOf } from './last-day';
import { tenancyMessages } from '../messages/tenancies';

/** What a booking's dates are read from (a booking, a receipt's booking, a move-in…). */
export interface BookingPeriodFacts {
  /** tenancy: monthly from its start, with no end date until a notice sets one (issue 32). */
  kind: 'days' | 'hours' | 'tenancy';
  /** Calendar dates 'YYYY-MM-DD', both included. */
  startDate: string;
  endDate: string | null;
  startsAt: string | Date;
  endsAt: string | Date | null;
}

export interface ReadablePeriod {
  /** Its first day: 'Thu, 1 Jan 2027'. */
  firstDay: string;
  /** The last day it covers: a day booking's end date, an hourly one's day; null: a tenancy with no end yet. */
  lastDay: string | null;
  /** An hourly booking's times, '9:00 AM' and '12:00 PM'; null for a day booking. */
  times: { from: string; to: string } | null;
  /** When it starts and ends: the first and last day, or the day and time of an hourly one's start and end. */
  start: string;
  end: string;
  /** How long: days (both dates included) or hours; null: a tenancy, billed by the month. */
  length: { count: number; unit: 'day' | 'hour' } | null;
}

const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * A booking's period in words, in `timeZone` (the platform's general.timezone), its days named in
 * `lang` ('Lun, 24 Nob 2026' in Filipino); a tenancy's end before notice is `noEnd` (English unless
 * the caller gives the reader's words).
 */
export function bookingPeriod(
  b: BookingPeriodFacts,
  timeZone: string,
  lang: FormatLanguage = 'en',
  noEnd: string = tenancyMessages.line.noEnd,
): ReadablePeriod {
  const day = (value: string | Date) => formatDay(value, timeZone, lang);
  if (b.kind === 'tenancy') {
    const firstDay = day(b.startDate);
    const lastDay = b.endDate ? day(b.endDate) : null;
    return {
      firstDay,
      lastDay,
      times: null,
      start: firstDay,
      end: lastDay ?? noEnd,
      length: null,
    };
  }
  if (b.kind === 'hours') {
    const startsAt = new Date(b.startsAt);
    const endsAt = new Date(b.endsAt!);
    return {
      firstDay: day(startsAt),
      lastDay: day(lastDayOf(endsAt, timeZone)),
      times: { from: formatTime(startsAt, timeZone), to: formatTime(endsAt, timeZone) },
      start: formatDayTime(startsAt, timeZone, lang),
      end: formatDayTime(endsAt, timeZone, lang),
      length: { count: Math.round((endsAt.getTime() - startsAt.getTime()) / HOUR), unit: 'hour' },
    };
  }
  const firstDay = day(b.startDate);
  const endDate = b.endDate!;
  const lastDay = day(endDate);
  return {
    firstDay,
    lastDay,
    times: null,
    start: firstDay,
    end: lastDay,
    length: { count: Math.round((Date.parse(endDate) - Date.parse(b.startDate)) / DAY) + 1, unit: 'day' },
  };
}

/**
 * 'Thu, 1 Jan 2027 – Thu, 14 Jan 2027' (its dates, both included), 'Thu, 14 Jan 2027' (one day)
 * or 'Sat, 5 Dec 2026, 9:00 AM – 12:00 PM' (an hourly one); a tenancy 'Monthly from Thu, 1 Jan
 * 2027' or, once notice is given, 'Monthly from Thu, 1 Jan 2027 to Sun, 14 Mar 2027'. The days
 * are named in `lang`; a booking by the day or hour has no other words, a tenancy's are English
 * (the web reads a tenancy through its catalogue: web/src/lib/booking-dates.ts).
 */
export function bookingDates(b: BookingPeriodFacts, timeZone: string, lang: FormatLanguage = 'en'): string {
  const p = bookingPeriod(b, timeZone, lang);
  if (b.kind === 'tenancy') {
    return p.lastDay ? tenancyMessages.line.ended(p.firstDay, p.lastDay) : tenancyMessages.line.startsOn(p.firstDay);
  }
  if (p.times) return `${p.firstDay}, ${p.times.from} – ${p.times.to}`;
  return p.firstDay === p.lastDay ? p.firstDay : `${p.firstDay} – ${p.lastDay}`;
}

export { lastDayOf };
