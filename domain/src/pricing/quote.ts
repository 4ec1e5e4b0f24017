/**
 * The price of a stay from a listing's prices (docs/product/marketplace.md#booking, decision
 * 0027), in integer centavos, for one unit of the listing:
 *
 * - **Hours** (parking with an hourly price, within one day): hours × hourly price, or one
 *   day at the daily price when that is not more.
 * - **Days** (calendar days, both ends included): the cheapest mix of whole months at the
 *   monthly price (calendar months from the first day when the stay's `from` is known: 1–31
 *   December is one month, as 1–28 February is; 30 days each otherwise) and the remaining days at the daily price. With both prices that is
 *   "whole months plus the rest in days, never more than one more month"; with a daily price
 *   only, days × daily; with a monthly price only, the months begun (a 10-day stay costs a
 *   month). At equal cost the mix with more months wins.
 *
 * The minimum duration is compared in hours: a month is 30 days of 24 hours.
 */
import { daysBetween } from '../listings/blocks';
import { DAYS_PER_MONTH } from '../listings/search';
import { sumCentavos, timesCentavos, type Centavos } from '../money/amounts';

export interface StayPrices {
  pricePerHour: Centavos | null;
  pricePerDay: Centavos | null;
  pricePerMonth: Centavos | null;
}

export type Stay =
  | {
      days: number;
      /** The first day ('YYYY-MM-DD'): months are then calendar months. */ from?: string;
      hours?: undefined;
    }
  | { hours: number; days?: undefined; from?: undefined };

/** The day `months` calendar months after `day`, on the last day of a shorter month (31 Jan + 1 → 28 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/** How many days `months` whole months take from the stay's first day (30 each without one). */
const monthsSpan = (from: string | undefined, months: number) =>
  from ? daysBetween(from, addMonths(from, months)) : months * DAYS_PER_MONTH;

export interface QuoteLine {
  unit: 'hour' | 'day' | 'month';
  count: number;
  /** Per unit of time. */
  price: Centavos;
  /** count × price. */
  amount: Centavos;
}

export type StayPrice =
  { ok: true; lines: QuoteLine[]; amount: Centavos } | { ok: false; problem: 'noHourlyPrice' | 'noDailyPrice' };

const line = (unit: QuoteLine['unit'], count: number, price: Centavos): QuoteLine => ({
  unit,
  count,
  price,
  amount: timesCentavos(price, count),
});

export function priceStay(p: StayPrices, stay: Stay): StayPrice {
  if (stay.hours !== undefined) {
    if (p.pricePerHour == null) return { ok: false, problem: 'noHourlyPrice' };
    const byHour = line('hour', stay.hours, p.pricePerHour);
    if (p.pricePerDay != null && p.pricePerDay <= byHour.amount) {
      return { ok: true, lines: [line('day', 1, p.pricePerDay)], amount: p.pricePerDay };
    }
    return { ok: true, lines: [byHour], amount: byHour.amount };
  }
  const { days, from } = stay;
  let best: { lines: QuoteLine[]; amount: Centavos } | null = null;
  let most = 0; // the months begun: the fewest whole months that cover the stay
  while (monthsSpan(from, most) < days) most++;
  for (let months = most; months >= 0; months--) {
    const rest = Math.max(0, days - monthsSpan(from, months));
    if (months > 0 && p.pricePerMonth == null) continue;
    if (rest > 0 && p.pricePerDay == null) continue;
    const lines = [
      ...(months > 0 ? [line('month', months, p.pricePerMonth!)] : []),
      ...(rest > 0 ? [line('day', rest, p.pricePerDay!)] : []),
    ];
    const amount = sumCentavos(...lines.map((l) => l.amount));
    if (best === null || amount < best.amount) best = { lines, amount };
  }
  return best ? { ok: true, ...best } : { ok: false, problem: 'noDailyPrice' };
}

const HOURS_IN = { hour: 1, day: 24, month: 24 * DAYS_PER_MONTH } as const;

/** True when the stay is at least the listing's minimum duration (none set: any stay). */
export function meetsMinimum(
  minimum: { minDuration: number | null; minDurationUnit: 'hour' | 'day' | 'month' | null },
  stay: Stay,
): boolean {
  if (minimum.minDuration == null || minimum.minDurationUnit == null) return true;
  const hours = stay.hours ?? stay.days * 24;
  return hours >= minimum.minDuration * HOURS_IN[minimum.minDurationUnit];
}
