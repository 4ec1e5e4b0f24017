/**
 * A booking's time (design §5): a day booking runs from 00:00 of its start date to 00:00 after
 * its end date in the platform's time zone (general.timezone, an IANA name such as
 * Asia/Manila); an hourly one between its own instants. And the timers' deadlines: a request
 * expires 24 h after it is made or at the start, whichever is first; a payment 24 h after the
 * host accepts (30 min after an instant booking) or at the start; start at the start; complete
 * at the end. Plain Intl, no date library; ranges are half-open [start, end).
 */
import { bookingProcess, type BookingMode, type BookingMoment, type BookingStatus } from './process';

export interface TimeRange {
  start: Date;
  end: Date;
}

const HOUR = 3_600_000;

/** The calendar date `n` days after `date` ('YYYY-MM-DD'; n may be negative). */
export const addCalendarDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const REQUEST_ANSWER_HOURS = 24;
export const PAYMENT_HOURS = 24;
export const INSTANT_PAYMENT_MINUTES = 30;

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of an instant in a zone, as if it were UTC (ms). */
function wallClock(timeZone: string, at: number): number {
  let f = wallFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallFormats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(at)).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) + (at - Math.floor(at / 1000) * 1000);
}

/** The zone's offset from UTC at an instant, in ms (Asia/Manila: 8 h). */
export const zoneOffsetMs = (timeZone: string, at: Date) => wallClock(timeZone, at.getTime()) - at.getTime();

/** dayStartIn's answers by zone and date (a booking asks for the same few dates again and again). */
const dayStarts = new Map<string, number>();
const DAY_STARTS_KEPT = 4096;

/**
 * The first instant of a calendar date in a zone: its 00:00, or, where a clock change skips
 * midnight, the moment the day begins.
 */
export function dayStartIn(date: string, timeZone: string): Date {
  const key = `${timeZone} ${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    if (dayStarts.size >= DAY_STARTS_KEPT) dayStarts.clear();
    start = firstInstantOf(date, timeZone);
    dayStarts.set(key, start);
  }
  return new Date(start);
}

/** dayStartIn, worked out: three readings of the zone's clock, more where midnight is skipped. */
function firstInstantOf(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  let at = wall - (wallClock(timeZone, wall) - wall);
  at = wall - (wallClock(timeZone, at) - at);
  if (wallClock(timeZone, at) === wall) return at;
  // Midnight does not exist that day: find the first instant whose wall clock is on that date.
  let lo = at - 3 * HOUR;
  let hi = at + 3 * HOUR;
  while (hi - lo > 1000) {
    const mid = Math.floor((lo + hi) / 2000) * 1000;
    if (wallClock(timeZone, mid) >= wall) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** One calendar day of a zone as a time range (a calendar's cell). */
export const dayRangeIn = (date: string, timeZone: string): TimeRange => ({
  start: dayStartIn(date, timeZone),
  end: dayStartIn(addCalendarDays(date, 1), timeZone),
});

/** A day booking's (or block's) range: its dates, both included, in the zone. */
export const dayBookingRange = (startDate: string, endDate: string, timeZone: string): TimeRange => ({
  start: dayStartIn(startDate, timeZone),
  end: dayStartIn(addCalendarDays(endDate, 1), timeZone),
});

/** When the host must have answered a request: 24 h after it was made, or its start if sooner. */
export const requestExpiresAt = (createdAt: Date, start: Date) =>
  new Date(Math.min(createdAt.getTime() + REQUEST_ANSWER_HOURS * HOUR, start.getTime()));

/**
 * When the client must have paid: 24 h after the host accepted (request to book) or 30 min
 * after booking (instant book), or the start if sooner. `since` is that acceptance or booking.
 */
export function paymentExpiresAt(since: Date, start: Date, mode: BookingMode): Date {
  const window = mode === 'instant' ? INSTANT_PAYMENT_MINUTES * 60_000 : PAYMENT_HOURS * HOUR;
  return new Date(Math.min(since.getTime() + window, start.getTime()));
}

export interface BookingTimes extends TimeRange {
  mode: BookingMode;
  createdAt: Date;
  /** When the host accepted (request to book); null before. */
  acceptedAt: Date | null;
}

/** When each of the process's timers fires for a booking (process.ts: the rows with `at`). */
export const bookingMoments: Record<BookingMoment, (b: BookingTimes) => Date> = {
  request_deadline: (b) => requestExpiresAt(b.createdAt, b.start),
  payment_deadline: (b) => paymentExpiresAt(b.acceptedAt ?? b.createdAt, b.start, b.mode),
  start: (b) => b.start,
  end: (b) => b.end,
};

/** The timer action due on a booking in `status` and when it is due, or null (no timer). */
export function timerDue(
  status: BookingStatus,
  b: BookingTimes,
): { action: 'expire_request' | 'expire_payment' | 'start' | 'complete'; at: Date } | null {
  const t = bookingProcess.timerOf(status);
  if (!t?.at) return null;
  return {
    action: t.action as 'expire_request' | 'expire_payment' | 'start' | 'complete',
    at: bookingMoments[t.at](b),
  };
}
