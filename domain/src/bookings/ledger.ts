/**
 * The ledger's postings for a booking's money (design §6; accounts in money/ledger.ts).
 * A payment: gateway_clearing +paid; host_pending −host earnings; platform_fees −platform fee;
 * tax_payable −tax. A refund (cancellation.ts: RefundSplit) gives back what was not kept:
 * the host's part (host earnings − kept) from the booking's pending earnings, then the host's
 * available balance, then as a debt (HostDebit); platform_fees + (fee − kept), tax_payable + tax
 * returned, cancellation_fees − fee kept, gateway_clearing − refund.
 */
import type { RefundSplit } from './cancellation';
import type { BookingQuote } from './quote';
import { lines, type LedgerTransaction } from '../money/ledger';

type PaidQuote = Pick<BookingQuote, 'subtotal' | 'tax' | 'platformFee' | 'hostEarnings'>;

export function paymentPostings(q: PaidQuote): LedgerTransaction {
  return {
    kind: 'payment',
    lines: lines([
      ['gateway_clearing', q.subtotal + q.tax],
      ['host_pending', -q.hostEarnings],
      ['platform_fees', -q.platformFee],
      ['tax_payable', -q.tax],
    ]),
  };
}

/** What the gateway kept of a payment: its own expense, out of the clearing account. */
export function gatewayFeePostings(fee: number): LedgerTransaction {
  return {
    kind: 'gateway_fee',
    lines: lines([
      ['gateway_fees', fee],
      ['gateway_clearing', -fee],
    ]),
  };
}

/**
 * A payment under review (its amount or currency did not match what was asked): the money the
 * gateway took, in the clearing account, held for the payer. A `payment` transaction, so the daily
 * reconciliation finds it beside the gateway's own list.
 */
export function underReviewPostings(received: number): LedgerTransaction {
  return {
    kind: 'payment',
    lines: lines([
      ['gateway_clearing', received],
      ['payments_under_review', -received],
    ]),
  };
}

/** That payment refunded in full: what was held goes back out of the clearing account. */
export function underReviewRefundPostings(received: number): LedgerTransaction {
  return {
    kind: 'refund',
    lines: lines([
      ['payments_under_review', received],
      ['gateway_clearing', -received],
    ]),
  };
}

/**
 * Where a host's share of a refund comes from: the booking's earnings still pending, then the
 * host's available balance, and what is left becomes a debt (taken from their next earnings).
 */
export interface HostDebit {
  pending: number;
  available: number;
  debt: number;
}

/**
 * Splits `amount` a host gives back over the booking's pending earnings (`pending`) and the
 * host's available balance (`available`), the rest a debt. Never takes more than either holds.
 */
export function hostDebit(amount: number, holds: { pending: number; available: number }): HostDebit {
  const pending = Math.min(amount, Math.max(0, holds.pending));
  const available = Math.min(amount - pending, Math.max(0, holds.available));
  return { pending, available, debt: amount - pending - available };
}

/**
 * The refund of a paid booking by its split: what each account gives back, the cancellation
 * fee earned, the money out. Nothing when nothing was paid. `from` says where the host's part
 * comes from (by default all from the booking's pending earnings).
 */
export function refundPostings(q: PaidQuote, split: RefundSplit, from?: HostDebit): LedgerTransaction {
  if (split.paid === 0) return { kind: 'refund', lines: [] };
  const hostPart = q.hostEarnings - split.hostEarnings;
  const debit = from ?? { pending: hostPart, available: 0, debt: 0 };
  if (debit.pending + debit.available + debit.debt !== hostPart) {
    throw new Error('A refund must take the host part exactly');
  }
  return {
    kind: 'refund',
    lines: lines([
      ['host_pending', debit.pending],
      ['host_available', debit.available],
      ['host_debt', debit.debt],
      ['platform_fees', q.platformFee - split.platformFee],
      ['tax_payable', split.taxReturned],
      ['cancellation_fees', -split.cancellationFee],
      ['gateway_clearing', -split.refund],
    ]),
  };
}
