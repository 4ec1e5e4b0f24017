/**
 * The double-entry ledger's postings for a booking's money (design §6). Every transaction is
 * lines of (account, amount) in centavos, debits positive and credits negative, summing to 0;
 * a balance is the sum of an account's lines, so the books always sum to zero.
 *
 * Accounts and their normal side (a balance on the other side is an error):
 * - gateway_clearing (debit): money the gateway holds for us: payments in, refunds out;
 * - host_pending (credit): hosts' earnings until financial.hostPayoutDelay days after the start
 *   (the "Money" issue moves them to available and pays them out);
 * - platform_fees (credit): the platform fee on what the host earns;
 * - cancellation_fees (credit): the fee kept from a client's cancellation;
 * - tax_payable (credit): tax collected, to be remitted.
 *
 * A payment: gateway_clearing +paid; host_pending −host earnings; platform_fees −platform fee;
 * tax_payable −tax. A refund (cancellation.ts: RefundSplit) gives back what was not kept:
 * host_pending + (host earnings − kept), platform_fees + (fee − kept), tax_payable + tax
 * returned, cancellation_fees − fee kept, gateway_clearing − refund.
 */
import type { RefundSplit } from './cancellation';
import type { BookingQuote } from './quote';

export const ledgerAccounts = [
  'gateway_clearing',
  'host_pending',
  'platform_fees',
  'cancellation_fees',
  'tax_payable',
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

export const normalSide: Record<LedgerAccount, 'debit' | 'credit'> = {
  gateway_clearing: 'debit',
  host_pending: 'credit',
  platform_fees: 'credit',
  cancellation_fees: 'credit',
  tax_payable: 'credit',
};

export interface LedgerLine {
  account: LedgerAccount;
  /** Centavos: a debit is positive, a credit negative. */
  amount: number;
}

export interface LedgerTransaction {
  kind: 'payment' | 'refund';
  lines: LedgerLine[];
}

type PaidQuote = Pick<BookingQuote, 'subtotal' | 'tax' | 'platformFee' | 'hostEarnings'>;

const lines = (entries: [LedgerAccount, number][]): LedgerLine[] =>
  entries.filter(([, amount]) => amount !== 0).map(([account, amount]) => ({ account, amount }));

/** A booking's payment received: what the client paid, the host's earnings pending, the fee, the tax. */
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

/**
 * The refund of a paid booking by its split: what each account gives back, the cancellation
 * fee earned, the money out. Nothing when nothing was paid.
 */
export function refundPostings(q: PaidQuote, split: RefundSplit): LedgerTransaction {
  if (split.paid === 0) return { kind: 'refund', lines: [] };
  return {
    kind: 'refund',
    lines: lines([
      ['host_pending', q.hostEarnings - split.hostEarnings],
      ['platform_fees', q.platformFee - split.platformFee],
      ['tax_payable', split.taxReturned],
      ['cancellation_fees', -split.cancellationFee],
      ['gateway_clearing', -split.refund],
    ]),
  };
}

/** True when a transaction's lines sum to zero. */
export const isBalanced = (t: LedgerTransaction) => t.lines.reduce((s, l) => s + l.amount, 0) === 0;

/** Each account's balance (debits − credits) over transactions. */
export function balances(transactions: readonly LedgerTransaction[]): Record<LedgerAccount, number> {
  const b = Object.fromEntries(ledgerAccounts.map((a) => [a, 0])) as Record<LedgerAccount, number>;
  for (const t of transactions) for (const l of t.lines) b[l.account] += l.amount;
  return b;
}

/** Accounts whose balance is on the wrong side of zero (a host owed less than nothing…). */
export const accountsOutOfBounds = (b: Record<LedgerAccount, number>): LedgerAccount[] =>
  ledgerAccounts.filter((a) => (normalSide[a] === 'debit' ? b[a] < 0 : b[a] > 0));
