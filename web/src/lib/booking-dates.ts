/**
 * A booking's dates in words, in the platform's time zone (lib/format's zone): a booking by the day
 * or hour through the domain's bookingDates, a monthly tenancy (issue 32) through its tenancyLine.
 * Apart from lib/format, which every page's first download carries: only the pages that show a
 * booking load these and the tenancies' words.
 */
import { bookingDates, bookingPeriod, type BookingPeriodFacts } from '@espasyo/domain/bookings/dates';
import type { AnyBookingStatus, BookingKind } from '@espasyo/domain/tenancies/kinds';
import type { TenancyStatus } from '@espasyo/domain/tenancies/process';
import { tenancyLine } from '@espasyo/domain/tenancies/words';
import { timeZone } from './format';

/**
 * What a booking of any kind is read from: a booking by the day or hour has its dates; a monthly
 * tenancy has its start and, once notice sets one, its end (null until then).
 */
export interface AnyBookingPeriod {
  kind: BookingKind;
  /** A tenancy's status says whether it is running ('since') or still to start ('from'). */
  status?: AnyBookingStatus;
  startDate: string;
  endDate: string | null;
  startsAt: string | Date;
  endsAt: string | Date | null;
}

/** A booking by the day or hour, as its dates are read; null for a tenancy (nothing else has no end). */
export function fixedPeriodOf(b: AnyBookingPeriod): BookingPeriodFacts | null {
  if (b.kind === 'tenancy' || b.endDate === null || b.endsAt === null) return null;
  return { kind: b.kind, startDate: b.startDate, endDate: b.endDate, startsAt: b.startsAt, endsAt: b.endsAt };
}

/** A tenancy's status by the tenancy's table: one still to be read (no status) has not started. */
const tenancyStatusOf = (s: AnyBookingStatus | undefined): TenancyStatus =>
  s === undefined ? 'pending' : s === 'completed' ? 'ended' : s;

/**
 * A tenancy's dates and, when given, its next bill (domain tenancies/words.ts): 'Monthly since Tue,
 * 1 Dec 2026 · next bill ₱2,500 due Fri, 1 Jan 2027', 'Monthly from …', '… · ends Sun, 31 Jan 2027',
 * 'Monthly from … to …' once ended.
 */
export const formatTenancyLine = (
  b: AnyBookingPeriod,
  nextBill: { amount: number; dueOn: string } | null = null,
): string =>
  tenancyLine(
    { status: tenancyStatusOf(b.status), startDate: b.startDate, endDate: b.endDate, nextBill },
    timeZone(),
  ).join(' · ');

/**
 * A booking's dates as people read them in the platform's zone, through the one function every
 * page, email and receipt uses (domain bookings/dates.ts): 'Fri, 1 Jan 2027 – Thu, 14 Jan 2027'
 * (both included, never the midnight after), or 'Sat, 5 Dec 2026, 9:00 AM – 12:00 PM'; a tenancy's
 * 'Monthly since Tue, 1 Dec 2026' (with '· ends …' once notice is given).
 */
export const formatBookingDates = (b: AnyBookingPeriod): string => {
  const fixed = fixedPeriodOf(b);
  return fixed ? bookingDates(fixed, timeZone()) : formatTenancyLine(b);
};

/** The same booking's first and last day, its start and end, and its length, as words. */
export const readBookingPeriod = (b: BookingPeriodFacts) => bookingPeriod(b, timeZone());
