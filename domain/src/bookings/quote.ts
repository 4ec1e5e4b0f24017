/**
 * The quote of a booking (design §5, decision 0027), in integer centavos: one unit's price of
 * the stay from `priceStay` (months, days or hours), × units = the subtotal, and the fees of
 * `computeFees` on it (tax only when the platform charges it; the platform fee comes out of
 * the host's earnings). A booking stores its quote as made, with the rates and the price of
 * its first day, so a later change of prices or settings never alters it and a refund
 * (cancellation.ts) needs nothing else.
 */
import { centavos, minCentavos, mulDivHalfUp, sumCentavos, timesCentavos, type Centavos } from '../money/amounts';
import { computeFees, MAX_SUBTOTAL_CENTAVOS, type FeeSettings } from '../pricing/fees';
import { addMonths, meetsMinimum, priceStay, type QuoteLine, type Stay, type StayPrices } from '../pricing/quote';
import { daysBetween } from '../listings/blocks';
import { DAYS_PER_MONTH } from '../listings/search';

export interface BookingQuote {
  stay: Stay;
  units: number;
  /** One unit's price: months, days or hours. */
  lines: QuoteLine[];
  /** lines × units. */
  subtotal: Centavos;
  taxRate: number;
  tax: Centavos;
  /** What the client pays: subtotal + tax. */
  total: Centavos;
  platformFeePercentage: number;
  /** Taken from the host's earnings. */
  platformFee: Centavos;
  /** subtotal − platform fee. */
  hostEarnings: Centavos;
  /** The rate a client's cancellation is charged at (financial.cancellationFeePercentage). */
  cancellationFeePercentage: number;
  /** The stay's first day × units: what flexible keeps after 24 h before the start. */
  firstDay: Centavos;
}

export type BookingQuoteResult =
  | { ok: true; quote: BookingQuote }
  | { ok: false; problem: 'noHourlyPrice' | 'noDailyPrice' | 'belowMinimum' | 'tooLarge' };

export interface BookingQuoteInput {
  prices: StayPrices;
  minimum?: { minDuration: number | null; minDurationUnit: 'hour' | 'day' | 'month' | null };
  stay: Stay;
  units: number;
  financial: FeeSettings;
}

/**
 * The price of the stay's first day for one unit: the daily price when a day line comes first;
 * for a month, the month's price ÷ the days that month spans from the stay's first day (31 for
 * 15 Jan–14 Feb, 28 for 1–28 Feb, 28 for 31 Jan–27 Feb; 30 without a first day); an hourly
 * stay lies within one day, so its first day is the whole of it. Centavos, half up.
 */
export function firstDayPrice(lines: QuoteLine[], stay: Stay): Centavos {
  const amount = sumCentavos(...lines.map((l) => l.amount));
  if (stay.hours !== undefined) return amount;
  const first = lines[0];
  if (!first) return centavos(0);
  if (first.unit === 'day') return first.price;
  const span = stay.from ? daysBetween(stay.from, addMonths(stay.from, 1)) : DAYS_PER_MONTH;
  return mulDivHalfUp(first.price, 1, span);
}

export function quoteBooking(input: BookingQuoteInput): BookingQuoteResult {
  const { stay, units } = input;
  const price = priceStay(input.prices, stay);
  if (!price.ok) return price;
  if (input.minimum && !meetsMinimum(input.minimum, stay)) return { ok: false, problem: 'belowMinimum' };
  const subtotal = timesCentavos(price.amount, units);
  if (subtotal > MAX_SUBTOTAL_CENTAVOS) return { ok: false, problem: 'tooLarge' };
  const fees = computeFees(subtotal, input.financial);
  return {
    ok: true,
    quote: {
      stay,
      units,
      lines: price.lines,
      subtotal,
      taxRate: fees.taxRate,
      tax: fees.tax,
      total: fees.total,
      platformFeePercentage: fees.platformFeePercentage,
      platformFee: fees.platformFee,
      hostEarnings: fees.hostEarnings,
      cancellationFeePercentage: fees.cancellationFeePercentage,
      firstDay: minCentavos(subtotal, timesCentavos(firstDayPrice(price.lines, stay), units)),
    },
  };
}
