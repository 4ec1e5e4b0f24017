/**
 * A booking's dates in words, in the platform's time zone (lib/format's zone) and the page's
 * language: a booking by the day or hour through the domain's bookingDates (its days named in the
 * language, no other words), a monthly tenancy (issue 32) in the catalogue's words for its line
 * (the 'tenancy' namespace's `line`, which its booking page shows too). Apart from lib/format,
 * which every page's first download carries: only the pages that show a booking load these.
 * In a component: `const dates = useBookingDates()`, then `dates.of(booking)`.
 */
import { bookingDates, bookingPeriod, type BookingPeriodFacts } from '@espasyo/domain/bookings/dates';
import type { FormatLanguage } from '@espasyo/domain/format';
import type { AnyBookingStatus, BookingKind } from '@espasyo/domain/tenancies/kinds';
import { formatDate, formatMoney, timeZone } from './format';
import { useLanguage, useMessages } from './i18n';

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

/** A booking by the day or hour: its dates and instants both ends. */
export interface FixedPeriod extends BookingPeriodFacts {
  kind: 'days' | 'hours';
  endDate: string;
  endsAt: string | Date;
}

/** A booking by the day or hour, as its dates are read; null for a tenancy (nothing else has no end). */
export function fixedPeriodOf(b: AnyBookingPeriod): FixedPeriod | null {
  if (b.kind === 'tenancy' || b.endDate === null || b.endsAt === null) return null;
  return { kind: b.kind, startDate: b.startDate, endDate: b.endDate, startsAt: b.startsAt, endsAt: b.endsAt };
}

/** A tenancy's line in a language: the shape of the catalogue's 'tenancy' `line`. */
export interface TenancyLineWords {
  startsOn: (v: { day: string }) => string;
  since: (v: { day: string }) => string;
  nextBill: (v: { amount: string; day: string }) => string;
  endsOn: (v: { day: string }) => string;
  ended: (v: { from: string; to: string }) => string;
}

/** The language a booking's dates are read in, and its words for a tenancy's line. */
export interface BookingDateWords {
  lang: FormatLanguage;
  line: TenancyLineWords;
}

/** English, word for word the catalogue's en/tenancy.ts `line` (and domain/src/messages/tenancies.ts). */
export const ENGLISH_BOOKING_DATES: BookingDateWords = {
  lang: 'en',
  line: {
    startsOn: ({ day }) => `Monthly from ${day}`,
    since: ({ day }) => `Monthly since ${day}`,
    nextBill: ({ amount, day }) => `next bill ${amount} due ${day}`,
    endsOn: ({ day }) => `ends ${day}`,
    ended: ({ from, to }) => `Monthly from ${from} to ${to}`,
  },
};

/**
 * A tenancy's dates and, when given, its next bill: 'Monthly since Tue, 1 Dec 2026 · next bill
 * ₱2,500 due Fri, 1 Jan 2027', 'Monthly from …', '… · ends Sun, 31 Jan 2027', 'Monthly from … to
 * …' once ended (as the domain's tenancyLine, which emails use, says it).
 */
export function formatTenancyLine(
  b: AnyBookingPeriod,
  nextBill: { amount: number; dueOn: string } | null = null,
  { lang, line }: BookingDateWords = ENGLISH_BOOKING_DATES,
): string {
  const day = (d: string) => formatDate(d, lang);
  if ((b.status === 'ended' || b.status === 'completed') && b.endDate) {
    return line.ended({ from: day(b.startDate), to: day(b.endDate) });
  }
  const running = b.status === 'active' || b.status === 'notice_given';
  const parts = [running ? line.since({ day: day(b.startDate) }) : line.startsOn({ day: day(b.startDate) })];
  if (nextBill) parts.push(line.nextBill({ amount: formatMoney(nextBill.amount), day: day(nextBill.dueOn) }));
  if (b.endDate) parts.push(line.endsOn({ day: day(b.endDate) }));
  return parts.join(' · ');
}

/**
 * A booking's dates as people read them in the platform's zone, through the one function every
 * page, email and receipt uses (domain bookings/dates.ts): 'Fri, 1 Jan 2027 – Thu, 14 Jan 2027'
 * (both included, never the midnight after), or 'Sat, 5 Dec 2026, 9:00 AM – 12:00 PM'; a tenancy's
 * 'Monthly since Tue, 1 Dec 2026' (with '· ends …' once notice is given). In Filipino 'Biy, 1 Ene
 * 2027 – Huw, 14 Ene 2027', 'Buwanan simula …'.
 */
export function formatBookingDates(b: AnyBookingPeriod, words: BookingDateWords = ENGLISH_BOOKING_DATES): string {
  const fixed = fixedPeriodOf(b);
  return fixed ? bookingDates(fixed, timeZone(), words.lang) : formatTenancyLine(b, null, words);
}

/** A booking by the day or hour's first and last day, its start and end, and its length, as words. */
export const readBookingPeriod = (b: FixedPeriod, lang: FormatLanguage = 'en') => bookingPeriod(b, timeZone(), lang);

/**
 * A booking's dates in the interface's language: `const dates = useBookingDates()`, then
 * `dates.of(b)`, `dates.period(fixed)` (its days, times and length), `dates.tenancyLine(b, nextBill)`.
 * Loads the catalogue's 'tenancy' namespace (its line's words).
 */
export function useBookingDates() {
  const lang = useLanguage();
  const words: BookingDateWords = { lang, line: useMessages('tenancy').line };
  return {
    of: (b: AnyBookingPeriod) => formatBookingDates(b, words),
    period: (b: FixedPeriod) => readBookingPeriod(b, lang),
    tenancyLine: (b: AnyBookingPeriod, nextBill: { amount: number; dueOn: string } | null = null) =>
      formatTenancyLine(b, nextBill, words),
  };
}
export type BookingDates = ReturnType<typeof useBookingDates>;
