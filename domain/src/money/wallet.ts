/**
 * A host's money after the booking's payment (issue 20, design §6): earnings become available
 * `financial.hostPayoutDelay` days after the booking starts, are taken out in payouts, and a
 * refund larger than what the host still holds becomes a debt paid from the next earnings.
 * Postings for the double-entry ledger (bookings/ledger.ts) and the wallet they add up to.
 * Pure functions; the server writes the lines (with the host's id on the host accounts).
 */
import { mulDivHalfUp } from './amounts';
import { balances, lines, type LedgerAccount, type LedgerTransaction } from './ledger';

/** A host's balances in centavos, each ≥ 0 (the wallet; host_balances keeps them in rows). */
export interface HostBalances {
  pending: number;
  available: number;
  payoutPending: number;
  paidOut: number;
  debt: number;
  /** Released earnings of bookings under an open dispute, out of `available` until resolved. */
  held: number;
}

export const emptyBalances: HostBalances = {
  pending: 0,
  available: 0,
  payoutPending: 0,
  paidOut: 0,
  debt: 0,
  held: 0,
};

/** How each host account moves a balance: a credit (negative line) adds to what the host is owed. */
export const balanceOfAccount = {
  host_pending: { field: 'pending', sign: -1 },
  host_available: { field: 'available', sign: -1 },
  host_payout_pending: { field: 'payoutPending', sign: -1 },
  host_paid_out: { field: 'paidOut', sign: -1 },
  host_debt: { field: 'debt', sign: 1 },
  host_held: { field: 'held', sign: -1 },
} as const satisfies Partial<Record<LedgerAccount, { field: keyof HostBalances; sign: 1 | -1 }>>;

/** What a transaction changes in a host's balances (the lines on host accounts). */
export function balanceChange(t: LedgerTransaction): HostBalances {
  const d = { ...emptyBalances };
  for (const l of t.lines) {
    const m = balanceOfAccount[l.account as keyof typeof balanceOfAccount];
    if (m) d[m.field] = d[m.field] + m.sign * l.amount || 0;
  }
  return d;
}

/** A host's balances from the transactions of their host accounts. */
export function hostBalancesOf(transactions: readonly LedgerTransaction[]): HostBalances {
  const b = balances(transactions);
  const d = { ...emptyBalances };
  for (const [account, m] of Object.entries(balanceOfAccount)) d[m.field] = m.sign * b[account as LedgerAccount] || 0;
  return d;
}

/**
 * A booking's pending earnings become available; a debt is paid from them first.
 */
export function releasePostings(amount: number, debt: number): LedgerTransaction {
  const repaid = Math.min(Math.max(0, debt), amount);
  return {
    kind: 'release',
    lines: lines([
      ['host_pending', amount],
      ['host_debt', -repaid],
      ['host_available', -(amount - repaid)],
    ]),
  };
}

/**
 * A dispute opened on a booking whose earnings were already released: `amount` of them leaves
 * the available balance for held, so no payout takes it while the dispute is open.
 */
export function disputeHoldPostings(amount: number): LedgerTransaction {
  return {
    kind: 'dispute_hold',
    lines: lines([
      ['host_available', amount],
      ['host_held', -amount],
    ]),
  };
}

/**
 * A dispute resolved: what it held comes back, a debt (a refund of the resolution taken from
 * the host beyond their balance) paid from it first, the rest available.
 */
export function disputeReleasePostings(amount: number, debt: number): LedgerTransaction {
  const repaid = Math.min(Math.max(0, debt), amount);
  return {
    kind: 'dispute_release',
    lines: lines([
      ['host_held', amount],
      ['host_debt', -repaid],
      ['host_available', -(amount - repaid)],
    ]),
  };
}

/**
 * Creditable withholding on a marketplace's remittance to a seller (RR 16-2023): 1% of one-half
 * of the gross remittance, i.e. 0.5% of the payout, in whole centavos (rounded half up).
 */
export const withholdingOn = (amount: number, enabled: boolean) => (enabled ? mulDivHalfUp(amount, 5, 1_000) : 0);

/**
 * A payout asked for: `amount` leaves the available balance; the withholding (if any) is kept
 * for the tax office and the rest waits to be sent.
 */
export function payoutRequestPostings(amount: number, withholding: number): LedgerTransaction {
  return {
    kind: 'payout_requested',
    lines: lines([
      ['host_available', amount],
      ['host_payout_pending', -(amount - withholding)],
      ['withholding_payable', -withholding],
    ]),
  };
}

/** A payout sent: what was waiting is paid out. */
export function payoutProcessedPostings(amount: number, withholding: number): LedgerTransaction {
  const net = amount - withholding;
  return {
    kind: 'payout_processed',
    lines: lines([
      ['host_payout_pending', net],
      ['host_paid_out', -net],
    ]),
  };
}

/** A payout that failed: the whole amount (withholding included) is available again. */
export function payoutFailedPostings(amount: number, withholding: number): LedgerTransaction {
  return {
    kind: 'payout_failed',
    lines: lines([
      ['host_payout_pending', amount - withholding],
      ['withholding_payable', withholding],
      ['host_available', -amount],
    ]),
  };
}

/**
 * A correction by staff: a positive `amount` adds to the host's available balance; a negative
 * one takes it back, from the available balance and then as a debt.
 */
export function adjustmentPostings(amount: number, available: number): LedgerTransaction {
  if (amount >= 0) {
    return {
      kind: 'adjustment',
      lines: lines([
        ['platform_adjustments', amount],
        ['host_available', -amount],
      ]),
    };
  }
  const take = -amount;
  const fromAvailable = Math.min(take, Math.max(0, available));
  return {
    kind: 'adjustment',
    lines: lines([
      ['host_available', fromAvailable],
      ['host_debt', take - fromAvailable],
      ['platform_adjustments', -take],
    ]),
  };
}

/** When a booking's earnings become available: `delayDays` whole days after it starts. */
export const availableFrom = (startsAt: Date, delayDays: number) =>
  new Date(startsAt.getTime() + delayDays * 86_400_000);
