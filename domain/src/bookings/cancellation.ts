/**
 * Cancellation and refund (design §5). The policies are data: windows before the start and
 * what is kept from the subtotal in each, so the listing page, checkout and the settings page
 * render them (terms.ts) from the same data the refund is computed with.
 *
 * How every centavo of what was paid (subtotal + tax) is split by `refundFor`:
 * 1. Nothing paid yet (pending, awaiting payment): nothing to split, all zero.
 * 2. Cancelled by the host, or by staff (on the host's behalf): everything back to the client.
 * 3. Cancelled by the client: the window is the first whose `hoursBefore` is still left before
 *    the start (exactly 24 h before counts as 24 h; a second later does not); the last window
 *    has none and applies from then on, the start passed included. Kept from the subtotal:
 *    K = min(subtotal, fee + first day + percent of the subtotal), each only when the window
 *    says so; fee = cancellationFeePercentage of the subtotal, half up (fees.ts: percentOf).
 *    A later window never keeps less than an earlier one: the dearest window so far applies
 *    (only a cancellation fee above 50% makes moderate's first window dearer than its second).
 *    - the cancellation fee goes to the platform first: min(fee, K);
 *    - the rest of K goes to the host, less the platform fee on it: the booking's platform fee
 *      × rest ÷ subtotal, half up, so the part returned is in proportion too;
 *    - tax is returned in proportion to the subtotal refunded: tax × (subtotal − K) ÷
 *      subtotal, half up; the rest of the tax is kept (on what the client paid for);
 *    - the client gets back subtotal − K plus the tax returned.
 * So refund + host earnings + platform fee + cancellation fee + tax kept = what was paid,
 * exactly, and none is negative (the platform fee is at most the subtotal).
 */
import type { CancellationPolicy } from '../listings/fields';
import {
  centavos,
  minCentavos,
  minusCentavos,
  mulDivHalfUp,
  percentOf,
  sumCentavos,
  type Centavos,
} from '../money/amounts';
import type { BookingStatus } from './process';
import type { BookingQuote } from './quote';

/** What a window keeps from the subtotal. */
export interface Keep {
  /** The cancellation fee (financial.cancellationFeePercentage, stored in the quote). */
  fee: boolean;
  /** The stay's first day (quote.firstDay). */
  firstDay: boolean;
  /** This percentage of the subtotal. */
  percent: number;
}

export interface RefundWindow {
  /** Applies while at least this many hours are left before the start; null: from then on. */
  hoursBefore: number | null;
  keep: Keep;
}

const keep = (k: Partial<Keep>): Keep => ({ fee: false, firstDay: false, percent: 0, ...k });

export const cancellationTerms: Record<CancellationPolicy, readonly RefundWindow[]> = {
  flexible: [
    { hoursBefore: 24, keep: keep({ fee: true }) },
    { hoursBefore: null, keep: keep({ fee: true, firstDay: true }) },
  ],
  moderate: [
    { hoursBefore: 5 * 24, keep: keep({ fee: true }) },
    { hoursBefore: null, keep: keep({ percent: 50 }) },
  ],
  strict: [
    { hoursBefore: 14 * 24, keep: keep({ percent: 50 }) },
    { hoursBefore: null, keep: keep({ percent: 100 }) },
  ],
};

const HOUR = 3_600_000;

/** The index of the window a client's cancellation at `at` falls in. */
export function windowAt(policy: CancellationPolicy, start: Date, at: Date): number {
  const left = start.getTime() - at.getTime();
  const windows = cancellationTerms[policy];
  return windows.findIndex((w) => w.hoursBefore === null || left >= w.hoursBefore * HOUR);
}

/** When each window of a booking ends (the last: null), for "Full refund until 14 March". */
export const windowEnds = (policy: CancellationPolicy, start: Date): (Date | null)[] =>
  cancellationTerms[policy].map((w) =>
    w.hoursBefore === null ? null : new Date(start.getTime() - w.hoursBefore * HOUR),
  );

export interface RefundSplit {
  /** What the client paid: subtotal + tax (0 before payment). */
  paid: Centavos;
  /** Back to the client, tax included. */
  refund: Centavos;
  /** The part of the refund that is tax. */
  taxReturned: Centavos;
  /** Kept by the host. */
  hostEarnings: Centavos;
  /** Kept by the platform: its fee on the host's part. */
  platformFee: Centavos;
  /** Kept by the platform. */
  cancellationFee: Centavos;
  /** Tax on the part not refunded, kept (the platform remits it). */
  taxKept: Centavos;
  /** The policy's window whose terms applied; null when nothing was paid or all is refunded. */
  window: number | null;
}

export type RefundQuote = Pick<
  BookingQuote,
  'subtotal' | 'tax' | 'platformFee' | 'cancellationFeePercentage' | 'firstDay'
>;

export interface RefundInput {
  quote: RefundQuote;
  policy: CancellationPolicy;
  /** Who cancels: the client by the policy; the host or staff in full. */
  by: 'client' | 'host' | 'admin';
  /** The booking's status when cancelled: only a confirmed (or active) booking has been paid. */
  status: BookingStatus;
  start: Date;
  at: Date;
}

const zero = centavos(0);
const none = {
  refund: zero,
  taxReturned: zero,
  hostEarnings: zero,
  platformFee: zero,
  cancellationFee: zero,
  taxKept: zero,
};

/** Everything back: a host's or staff's cancellation, a payment that came too late or twice. */
export function fullRefund(q: Pick<BookingQuote, 'subtotal' | 'tax'>): RefundSplit {
  const paid = sumCentavos(q.subtotal, q.tax);
  return { ...none, paid, refund: paid, taxReturned: q.tax, window: null };
}

/** What a window keeps from a subtotal: the cancellation fee first, then the rest. */
function keptBy(k: Keep, q: RefundQuote): { kept: Centavos; cancellationFee: Centavos } {
  const s = q.subtotal;
  const fee = k.fee ? percentOf(s, q.cancellationFeePercentage) : zero;
  const kept = minCentavos(s, sumCentavos(fee, k.firstDay ? q.firstDay : zero, percentOf(s, k.percent)));
  return { kept, cancellationFee: minCentavos(fee, kept) };
}

export function refundFor(input: RefundInput): RefundSplit {
  const { quote: q } = input;
  if (input.status !== 'confirmed' && input.status !== 'active') return { ...none, paid: zero, window: null };
  if (input.by !== 'client') return fullRefund(q);
  const s = q.subtotal;
  // A later window never keeps less than an earlier one (a cancellation fee above 50% would
  // make moderate's first window dearer than its second): the dearest so far applies.
  const windows = cancellationTerms[input.policy];
  let window = 0;
  for (let i = 1; i <= windowAt(input.policy, input.start, input.at); i++) {
    if (keptBy(windows[i].keep, q).kept >= keptBy(windows[window].keep, q).kept) window = i;
  }
  const { kept, cancellationFee } = keptBy(windows[window].keep, q);
  const rest = minusCentavos(kept, cancellationFee);
  const platformFee = s === 0 ? zero : mulDivHalfUp(q.platformFee, rest, s);
  const taxReturned = s === 0 ? q.tax : mulDivHalfUp(q.tax, minusCentavos(s, kept), s);
  return {
    paid: sumCentavos(s, q.tax),
    refund: sumCentavos(minusCentavos(s, kept), taxReturned),
    taxReturned,
    hostEarnings: minusCentavos(rest, platformFee),
    platformFee,
    cancellationFee,
    taxKept: minusCentavos(q.tax, taxReturned),
    window,
  };
}
