/**
 * What a tenancy's bills cost (issue 32, decision 0080), in integer centavos.
 *
 * - A bill is the monthly price × units (its subtotal), plus tax when the platform charges it,
 *   with the booking quote's fees (pricing/fees.ts: computeFees, half up): the platform fee comes
 *   out of the host's earnings. A deposit is never part of a bill.
 * - The period a tenancy ends in is billed by the day: subtotal × days used ÷ days in that
 *   period, half up (`proratedAmount`), and its fees are those of the prorated subtotal.
 * - A bill already paid for days past the end gives back what the days not used cost: the
 *   client keeps paying exactly what the prorated bill would have asked (its subtotal, tax and the
 *   platform's fee on it), and the rest of each part is returned (`unusedRefund`), so paying
 *   before or after the notice comes to the same.
 * - Bill 0, the first month, is also the booking's quote (`tenancyQuote`): a cancellation before
 *   move-in is refunded by the listing's policy as a one-month booking is (cancellation.ts).
 */
import type { RefundSplit } from '../bookings/cancellation';
import type { BookingQuote } from '../bookings/quote';
import {
  centavos,
  minCentavos,
  minusCentavos,
  mulDivHalfUp,
  sumCentavos,
  timesCentavos,
  type Centavos,
} from '../money/amounts';
import { computeFees, MAX_SUBTOTAL_CENTAVOS, type FeeSettings } from '../pricing/fees';
import { billingPeriod, daysUsedIn, type BillingPeriod } from './calendar';

/** One bill's amounts, as made: its rates are kept so a later change of settings never alters it. */
export interface BillQuote {
  /** Monthly price × units, prorated in the last period. */
  subtotal: Centavos;
  taxRate: number;
  /** Zero unless tax was on. */
  tax: Centavos;
  /** What the client pays: subtotal + tax. */
  total: Centavos;
  platformFeePercentage: number;
  /** Taken from the host's earnings. */
  platformFee: Centavos;
  /** subtotal − platform fee. */
  hostEarnings: Centavos;
}

/** The settings a bill's fees are made with. */
export type BillRates = Pick<FeeSettings, 'platformFeePercentage' | 'taxCalculationEnabled' | 'taxRate'>;

/**
 * `monthly` × the days of `period` up to `lastDay` (both included) ÷ the days of `period`, half up:
 * the whole amount when `lastDay` is its last day or later, one day's worth when it is its first,
 * nothing before it.
 */
export function proratedAmount(monthly: Centavos, period: BillingPeriod, lastDay: string): Centavos {
  return mulDivHalfUp(centavos(monthly), daysUsedIn(period, lastDay), period.days);
}

/** A bill of `subtotal` with the fees of `rates`. */
export function billOf(subtotal: Centavos, rates: BillRates): BillQuote {
  const f = computeFees(subtotal, { ...rates, cancellationFeePercentage: 0 });
  return {
    subtotal,
    taxRate: f.taxRate,
    tax: f.tax,
    total: f.total,
    platformFeePercentage: f.platformFeePercentage,
    platformFee: f.platformFee,
    hostEarnings: f.hostEarnings,
  };
}

/** The rates a bill was made with. */
const ratesOf = (q: BillQuote): BillRates => ({
  platformFeePercentage: q.platformFeePercentage,
  taxCalculationEnabled: q.taxRate > 0,
  taxRate: q.taxRate,
});

/** Monthly price × units, refusing what the platform cannot charge. */
export function monthlySubtotal(monthly: Centavos, units: number): Centavos {
  if (!Number.isSafeInteger(units) || units < 1) throw new RangeError(`not a number of units: ${units}`);
  const subtotal = timesCentavos(centavos(monthly), units);
  if (monthly < 0 || subtotal > MAX_SUBTOTAL_CENTAVOS) throw new RangeError(`not a monthly amount: ${subtotal}`);
  return subtotal;
}

export interface BillInput {
  /** One unit's monthly price (the listing's, or the tenancy's after a price change). */
  monthly: Centavos;
  units: number;
  rates: BillRates;
  period: BillingPeriod;
  /** The tenancy's last day when it ends in this period (null or later: the whole month). */
  lastDay?: string | null;
}

/** A period's bill: monthly price × units, prorated when the tenancy ends in it, with its fees. */
export function billQuote(b: BillInput): BillQuote {
  const subtotal = monthlySubtotal(b.monthly, b.units);
  return billOf(b.lastDay ? proratedAmount(subtotal, b.period, b.lastDay) : subtotal, b.rates);
}

/** A bill as made (`q`, for the whole of `period`), cut to end on `lastDay`: prorated, with its own rates. */
export const proratedQuote = (q: BillQuote, period: BillingPeriod, lastDay: string): BillQuote =>
  billOf(proratedAmount(q.subtotal, period, lastDay), ratesOf(q));

/**
 * What goes back of a paid bill `q` (for the whole of `period`) when the tenancy's last day is
 * `lastDay`: each part of it less that part of the prorated bill (all of it when the period starts
 * after the end; nothing when the tenancy uses the whole period). A RefundSplit, so the booking's
 * refund postings (bookings/ledger.ts: refundPostings) book it: no cancellation fee, no window.
 */
export function unusedRefund(q: BillQuote, period: BillingPeriod, lastDay: string): RefundSplit {
  const kept = proratedQuote(q, period, lastDay);
  const taxReturned = minusCentavos(q.tax, kept.tax);
  return {
    paid: q.total,
    refund: sumCentavos(minusCentavos(q.subtotal, kept.subtotal), taxReturned),
    taxReturned,
    hostEarnings: kept.hostEarnings,
    platformFee: kept.platformFee,
    cancellationFee: centavos(0),
    taxKept: kept.tax,
    window: null,
  };
}

export interface TenancyQuoteInput {
  monthly: Centavos;
  units: number;
  /** The tenancy's first day. */
  start: string;
  financial: BillRates & Pick<FeeSettings, 'cancellationFeePercentage'>;
}

/**
 * The tenancy's quote, stored on its booking: its first month (bill 0) as a one-month booking's
 * quote, so checkout, the agreement and a cancellation before move-in read it as they read any
 * booking's. Its first day is the month's price ÷ the days of that first period, × units.
 */
export function tenancyQuote(t: TenancyQuoteInput): BookingQuote {
  const period = billingPeriod(t.start, 0);
  const subtotal = monthlySubtotal(t.monthly, t.units);
  const fees = computeFees(subtotal, t.financial);
  return {
    stay: { days: period.days, from: t.start },
    units: t.units,
    lines: [{ unit: 'month', count: 1, price: t.monthly, amount: t.monthly }],
    subtotal,
    taxRate: fees.taxRate,
    tax: fees.tax,
    total: fees.total,
    platformFeePercentage: fees.platformFeePercentage,
    platformFee: fees.platformFee,
    hostEarnings: fees.hostEarnings,
    cancellationFeePercentage: fees.cancellationFeePercentage,
    firstDay: minCentavos(subtotal, timesCentavos(mulDivHalfUp(t.monthly, 1, period.days), t.units)),
  };
}
