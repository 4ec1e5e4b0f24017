/**
 * A booking request (POST /api/bookings, issue 19): calendar dates, both included, or, for
 * hourly parking, ISO 8601 instants with an offset or Z; `units` defaults to 1. The schema
 * checks the shape; `checkBookingRequest` checks it against now, the platform's time zone and
 * the listing's minimum, and answers the stay to price and the range it claims, or the first
 * refusal as { field, message } (the server answers it as a 400 field error).
 */
import { z } from 'zod';
import { listingLimits } from '../listings/fields';
import { bookingMessages } from '../messages/bookings';
import { discoveryMessages } from '../messages/discovery';
import { addMonths, meetsMinimum, type Stay } from '../pricing/quote';
import { isoDateSchema } from '../schemas/dates';
import { addCalendarDays, dayBookingRange, dayStartIn, zoneOffsetMs, type TimeRange } from './time';
import { calendarDayIn } from '../format';

const m = bookingMessages.request;

/** At most this many days in one booking; a booking starts within this many months of today. */
export const MAX_BOOKING_DAYS = 366;
export const MAX_MONTHS_AHEAD = 12;

const units = z
  .number({ error: m.units })
  .int(m.units)
  .min(1, m.units)
  .max(listingLimits.capacity.max, m.units)
  .default(1);
const listingId = z.string({ error: m.listingId }).min(1, m.listingId).max(100, m.listingId);
const instant = z.iso.datetime({ offset: true, error: m.time });

export const dayBookingRequestSchema = z.object({
  listingId,
  startDate: isoDateSchema(m.date),
  endDate: isoDateSchema(m.date),
  units,
  /** Dates and `monthly: true` together are refused: a monthly rental has no end date. */
  monthly: z.literal(false, { error: m.monthlyHasNoEnd }).optional(),
});
export const hourlyBookingRequestSchema = z.object({ listingId, startAt: instant, endAt: instant, units });
/** A monthly tenancy (issue 32): a start date and no end; `endDate` is refused, not ignored. */
export const tenancyRequestSchema = z.object({
  listingId,
  startDate: isoDateSchema(m.date),
  units,
  monthly: z.literal(true),
  endDate: z.undefined({ error: m.monthlyHasNoEnd }).optional(),
});
export const bookingRequestSchema = z.union([
  tenancyRequestSchema,
  dayBookingRequestSchema,
  hourlyBookingRequestSchema,
]);
export type DayBookingRequest = z.infer<typeof dayBookingRequestSchema>;
export type HourlyBookingRequest = z.infer<typeof hourlyBookingRequestSchema>;
export type TenancyRequest = z.infer<typeof tenancyRequestSchema>;
export type FixedBookingRequest = DayBookingRequest | HourlyBookingRequest;
export type BookingRequest = FixedBookingRequest | TenancyRequest;

/** The request is for a monthly tenancy. */
export const isTenancyRequest = (r: BookingRequest): r is TenancyRequest => 'monthly' in r && r.monthly === true;

export interface BookingRequestIssue {
  field: 'startDate' | 'endDate' | 'startAt' | 'endAt';
  message: string;
}

export interface BookingRequestContext {
  now: Date;
  /** The platform's zone: general.timezone. */
  timeZone: string;
  minimum: { minDuration: number | null; minDurationUnit: 'hour' | 'day' | 'month' | null };
}

export type CheckedRequest = { ok: true; stay: Stay; range: TimeRange } | { ok: false; issue: BookingRequestIssue };

const HOUR = 3_600_000;
const refuse = (field: BookingRequestIssue['field'], message: string): CheckedRequest => ({
  ok: false,
  issue: { field, message },
});
const daysFrom = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

/**
 * The first refusal of a request, in this order: end before start, the start past (a day
 * booking begins at 00:00, so today's date is past too), more than 12 months ahead, too long,
 * hourly: whole hours of the zone within one calendar day; then the listing's minimum.
 */
export function checkBookingRequest(req: FixedBookingRequest, c: BookingRequestContext): CheckedRequest {
  const today = calendarDayIn(c.timeZone, c.now);
  const latestStart = addMonths(today, MAX_MONTHS_AHEAD);
  let stay: Stay;
  let range: TimeRange;
  if ('startDate' in req) {
    const days = daysFrom(req.startDate, req.endDate) + 1;
    if (days < 1) return refuse('endDate', m.endBeforeStart);
    if (req.startDate < today) return refuse('startDate', m.inPast);
    range = dayBookingRange(req.startDate, req.endDate, c.timeZone);
    if (range.start <= c.now) return refuse('startDate', m.today);
    if (req.startDate > latestStart) return refuse('startDate', m.tooFar);
    if (days > MAX_BOOKING_DAYS) return refuse('endDate', m.tooLong);
    stay = { days, from: req.startDate };
  } else {
    range = { start: new Date(req.startAt), end: new Date(req.endAt) };
    if (range.end <= range.start) return refuse('endAt', m.endBeforeStart);
    if (range.start <= c.now) return refuse('startAt', m.startPassed);
    const day = calendarDayIn(c.timeZone, range.start);
    if (day > latestStart) return refuse('startAt', m.tooFar);
    const onTheHour = (d: Date) => (d.getTime() + zoneOffsetMs(c.timeZone, d)) % HOUR === 0;
    if (!onTheHour(range.start)) return refuse('startAt', m.wholeHours);
    if (!onTheHour(range.end)) return refuse('endAt', m.wholeHours);
    if (range.end > dayStartIn(addCalendarDays(day, 1), c.timeZone)) return refuse('endAt', m.oneDay);
    stay = { hours: Math.round((range.end.getTime() - range.start.getTime()) / HOUR) };
  }
  if (!meetsMinimum(c.minimum, stay)) {
    const { minDuration: n, minDurationUnit: unit } = c.minimum;
    const message = discoveryMessages.quote.atLeast(discoveryMessages.quote.duration(n!, unit!));
    return refuse('startDate' in req ? 'endDate' : 'endAt', message);
  }
  return { ok: true, stay, range };
}

/**
 * A tenancy's first day (issue 32): as a booking by the day's, not past, not today, within 12
 * months. It claims from that day's start with no end, and has no minimum to meet now (its notice
 * cannot end it before the minimum: tenancies/notice.ts).
 */
export function checkTenancyStart(
  req: TenancyRequest,
  c: Pick<BookingRequestContext, 'now' | 'timeZone'>,
): { ok: true; start: Date } | { ok: false; issue: BookingRequestIssue } {
  const today = calendarDayIn(c.timeZone, c.now);
  if (req.startDate < today) return { ok: false, issue: { field: 'startDate', message: m.inPast } };
  const start = dayStartIn(req.startDate, c.timeZone);
  if (start <= c.now) return { ok: false, issue: { field: 'startDate', message: m.today } };
  if (req.startDate > addMonths(today, MAX_MONTHS_AHEAD))
    return { ok: false, issue: { field: 'startDate', message: m.tooFar } };
  return { ok: true, start };
}
