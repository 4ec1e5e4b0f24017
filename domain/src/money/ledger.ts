/**
 * The double-entry ledger (design §6): its accounts, its transactions and their checks. Every
 * transaction is lines of (account, amount) in centavos, debits positive and credits negative,
 * summing to 0 (the database refuses, at commit, one that does not: migration 0037); a balance is the sum of an account's lines.
 *
 * Accounts and their normal side (a balance on the other side is an error):
 * - gateway_clearing (debit, or either side for one booking: a full refund leaves the fee the
 *   gateway kept below zero): money the gateway holds for us: payments in, refunds and fees out;
 * - gateway_fees (debit): what the gateways kept of payments (so the clearing account matches
 *   their net settlements);
 * - platform_fees (credit): the platform fee on what the host earns;
 * - cancellation_fees (credit): the fee kept from a client's cancellation;
 * - tax_payable (credit): tax collected, to be remitted;
 * - platform_adjustments (either side): what staff gave hosts, less what they took back, by hand;
 * - withholding_payable (credit): tax withheld from payouts, to be remitted (RR 16-2023);
 * - payments_under_review (credit): a payment whose amount or currency did not match what was
 *   asked, held for its payer — nobody's earnings or fee — until it goes back (decision 0061);
 * - deposits_held (credit): security deposits Espasyo holds for clients (issue 33, decision 0089):
 *   client money, nobody's earnings or fee, no host's balance; it leaves only back to the client
 *   (a refund) or, for a claim accepted or decided, to the host's available balance;
 * and one set per host (the server writes the host's id on these lines, money/wallet.ts):
 * - host_pending (credit): earnings until financial.hostPayoutDelay days after the start;
 * - host_available (credit): earnings the host may take out;
 * - host_payout_pending (credit): asked for in a payout not yet sent;
 * - host_paid_out (credit): sent to the host (it only grows);
 * - host_debt (debit): what a host owes after a refund larger than their balance;
 * - host_held (credit): released earnings of a booking under an open dispute, out of the
 *   available balance (no payout draws on them) until it is resolved (issue 22).
 * What a booking posts is in bookings/ledger.ts; payouts and adjustments in money/wallet.ts.
 */

import { centavos, sumCentavos, type Centavos } from './amounts';

export const ledgerAccounts = [
  'gateway_clearing',
  'gateway_fees',
  'platform_fees',
  'cancellation_fees',
  'tax_payable',
  'platform_adjustments',
  'withholding_payable',
  'payments_under_review',
  'deposits_held',
  'host_pending',
  'host_available',
  'host_payout_pending',
  'host_paid_out',
  'host_debt',
  'host_held',
] as const;
export type LedgerAccount = (typeof ledgerAccounts)[number];

/** The accounts kept per host: their lines carry the host's id. */
export const hostAccounts = [
  'host_pending',
  'host_available',
  'host_payout_pending',
  'host_paid_out',
  'host_debt',
  'host_held',
] as const satisfies readonly LedgerAccount[];
export type HostAccount = (typeof hostAccounts)[number];
export const isHostAccount = (a: LedgerAccount): a is HostAccount => (hostAccounts as readonly string[]).includes(a);

/** Which side an account's balance stays on ('either': adjustments go both ways). */
export const normalSide: Record<LedgerAccount, 'debit' | 'credit' | 'either'> = {
  // A booking refunded in full leaves the gateway's fee, which the gateway keeps, below zero here.
  gateway_clearing: 'either',
  gateway_fees: 'debit',
  platform_fees: 'credit',
  cancellation_fees: 'credit',
  tax_payable: 'credit',
  platform_adjustments: 'either',
  withholding_payable: 'credit',
  payments_under_review: 'credit',
  deposits_held: 'credit',
  host_pending: 'credit',
  host_available: 'credit',
  host_payout_pending: 'credit',
  host_paid_out: 'credit',
  host_debt: 'debit',
  host_held: 'credit',
};

export const ledgerKinds = [
  'payment',
  'refund',
  'gateway_fee',
  'release',
  'payout_requested',
  'payout_processed',
  'payout_failed',
  'adjustment',
  'dispute_hold',
  'dispute_release',
  'deposit_claim',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export interface LedgerLine {
  account: LedgerAccount;
  /** A debit is positive, a credit negative. */
  amount: Centavos;
}

export interface LedgerTransaction {
  kind: LedgerKind;
  lines: LedgerLine[];
}

export const lines = (entries: [LedgerAccount, Centavos][]): LedgerLine[] =>
  entries.filter(([, amount]) => amount !== 0).map(([account, amount]) => ({ account, amount }));

/** A booking's payment received: what the client paid, the host's earnings pending, the fee, the tax. */

/** True when a transaction's lines sum to zero. */
export const isBalanced = (t: LedgerTransaction) => t.lines.reduce((s, l) => s + l.amount, 0) === 0;

/** Each account's balance (debits − credits) over transactions. */
export function balances(transactions: readonly LedgerTransaction[]): Record<LedgerAccount, Centavos> {
  const b = Object.fromEntries(ledgerAccounts.map((a) => [a, centavos(0)])) as Record<LedgerAccount, Centavos>;
  for (const t of transactions) for (const l of t.lines) b[l.account] = sumCentavos(b[l.account], l.amount);
  return b;
}

/** Accounts whose balance is on the wrong side of zero (a host owed less than nothing…). */
export const accountsOutOfBounds = (b: Record<LedgerAccount, number>): LedgerAccount[] =>
  ledgerAccounts.filter((a) => (normalSide[a] === 'debit' ? b[a] < 0 : normalSide[a] === 'credit' && b[a] > 0));
