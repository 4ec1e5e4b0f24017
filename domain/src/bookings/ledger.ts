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
import {
  centavos,
  maxCentavos,
  minCentavos,
  minusCentavos,
  negCentavos,
  sumCentavos,
  type Centavos,
} from '../money/amounts';

const zero = centavos(0);

type PaidQuote = Pick<BookingQuote, 'subtotal' | 'tax' | 'platformFee' | 'hostEarnings'>;

export function paymentPostings(q: PaidQuote): LedgerTransaction {
  return {
    kind: 'payment',
    lines: lines([
      ['gateway_clearing', sumCentavos(q.subtotal, q.tax)],
      ['host_pending', negCentavos(q.hostEarnings)],
      ['platform_fees', negCentavos(q.platformFee)],
      ['tax_payable', negCentavos(q.tax)],
    ]),
  };
}

/** What the gateway kept of a payment: its own expense, out of the clearing account. */
export function gatewayFeePostings(fee: Centavos): LedgerTransaction {
  return {
    kind: 'gateway_fee',
    lines: lines([
      ['gateway_fees', fee],
      ['gateway_clearing', negCentavos(fee)],
    ]),
  };
}

/**
 * A payment under review (its amount or currency did not match what was asked): the money the
 * gateway took, in the clearing account, held for the payer. A `payment` transaction, so the daily
 * reconciliation finds it beside the gateway's own list.
 */
export function underReviewPostings(received: Centavos): LedgerTransaction {
  return {
    kind: 'payment',
    lines: lines([
      ['gateway_clearing', received],
      ['payments_under_review', negCentavos(received)],
    ]),
  };
}

/** That payment refunded in full: what was held goes back out of the clearing account. */
export function underReviewRefundPostings(received: Centavos): LedgerTransaction {
  return {
    kind: 'refund',
    lines: lines([
      ['payments_under_review', received],
      ['gateway_clearing', negCentavos(received)],
    ]),
  };
}

/**
 * Where a host's share of a refund comes from: the booking's earnings still pending, then the
 * host's available balance, and what is left becomes a debt (taken from their next earnings).
 */
export interface HostDebit {
  pending: Centavos;
  available: Centavos;
  debt: Centavos;
}

/**
 * Splits `amount` a host gives back over the booking's pending earnings (`pending`) and the
 * host's available balance (`available`), the rest a debt. Never takes more than either holds.
 */
export function hostDebit(amount: Centavos, holds: { pending: Centavos; available: Centavos }): HostDebit {
  const pending = minCentavos(amount, maxCentavos(zero, holds.pending));
  const available = minCentavos(minusCentavos(amount, pending), maxCentavos(zero, holds.available));
  return { pending, available, debt: minusCentavos(minusCentavos(amount, pending), available) };
}

/**
 * The refund of a paid booking by its split: what each account gives back, the cancellation
 * fee earned, the money out. Nothing when nothing was paid. `from` says where the host's part
 * comes from (by default all from the booking's pending earnings).
 */
export function refundPostings(q: PaidQuote, split: RefundSplit, from?: HostDebit): LedgerTransaction {
  if (split.paid === 0) return { kind: 'refund', lines: [] };
  const hostPart = minusCentavos(q.hostEarnings, split.hostEarnings);
  const debit = from ?? { pending: hostPart, available: zero, debt: zero };
  if (debit.pending + debit.available + debit.debt !== hostPart) {
    throw new Error('A refund must take the host part exactly');
  }
  return {
    kind: 'refund',
    lines: lines([
      ['host_pending', debit.pending],
      ['host_available', debit.available],
      ['host_debt', debit.debt],
      ['platform_fees', minusCentavos(q.platformFee, split.platformFee)],
      ['tax_payable', split.taxReturned],
      ['cancellation_fees', negCentavos(split.cancellationFee)],
      ['gateway_clearing', negCentavos(split.refund)],
    ]),
  };
}
