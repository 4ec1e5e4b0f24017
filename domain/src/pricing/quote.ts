/**
 * The price of a stay from a listing's prices (docs/product/marketplace.md#booking, decision
 * 0027), in integer centavos, for one unit of the listing:
 *
 * - **Hours** (parking with an hourly price, within one day): hours × hourly price, or one
 *   day at the daily price when that is not more.
 * - **Days** (calendar days, both ends included): the cheapest mix of whole months (30 days)
 *   at the monthly price and the remaining days at the daily price. With both prices that is
 *   "whole months plus the rest in days, never more than one more month"; with a daily price
 *   only, days × daily; with a monthly price only, the months begun (a 10-day stay costs a
 *   month). At equal cost the mix with more months wins.
 *
 * The minimum duration is compared in hours: a month is 30 days of 24 hours.
 */
import { DAYS_PER_MONTH } from '../listings/search';

export interface StayPrices {
  pricePerHour: number | null;
  pricePerDay: number | null;
  pricePerMonth: number | null;
}

export type Stay = { days: number; hours?: undefined } | { hours: number; days?: undefined };

export interface QuoteLine {
  unit: 'hour' | 'day' | 'month';
  count: number;
  /** Centavos per unit of time. */
  price: number;
  amount: number;
}

export type StayPrice =
  { ok: true; lines: QuoteLine[]; amount: number } | { ok: false; problem: 'noHourlyPrice' | 'noDailyPrice' };

const line = (unit: QuoteLine['unit'], count: number, price: number): QuoteLine => ({
  unit,
  count,
  price,
  amount: count * price,
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
  const { days } = stay;
  let best: QuoteLine[] | null = null;
  let bestAmount = Infinity;
  for (let months = Math.ceil(days / DAYS_PER_MONTH); months >= 0; months--) {
    const rest = Math.max(0, days - months * DAYS_PER_MONTH);
    if (months > 0 && p.pricePerMonth == null) continue;
    if (rest > 0 && p.pricePerDay == null) continue;
    const lines = [
      ...(months > 0 ? [line('month', months, p.pricePerMonth!)] : []),
      ...(rest > 0 ? [line('day', rest, p.pricePerDay!)] : []),
    ];
    const amount = lines.reduce((s, l) => s + l.amount, 0);
    if (amount < bestAmount) {
      best = lines;
      bestAmount = amount;
    }
  }
  return best ? { ok: true, lines: best, amount: bestAmount } : { ok: false, problem: 'noDailyPrice' };
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
