/**
 * A host's money after the booking's payment (issue 20, design §6): earnings become available
 * `financial.hostPayoutDelay` days after the booking starts, are taken out in payouts, and a
 * refund larger than what the host still holds becomes a debt paid from the next earnings.
 * Postings for the double-entry ledger (bookings/ledger.ts) and the wallet they add up to.
 * Pure functions; the server writes the lines (with the host's id on the host accounts).
 */
import {
  centavos,
  maxCentavos,
  minCentavos,
  minusCentavos,
  mulDivHalfUp,
  negCentavos,
  sumCentavos,
  timesCentavos,
  type Centavos,
} from './amounts';
import { balances, lines, type LedgerAccount, type LedgerTransaction } from './ledger';

/** A host's balances in centavos, each ≥ 0 (the wallet; host_balances keeps them in rows). */
export interface HostBalances {
  pending: Centavos;
  available: Centavos;
  payoutPending: Centavos;
  paidOut: Centavos;
  debt: Centavos;
  /** Released earnings of bookings under an open dispute, out of `available` until resolved. */
  held: Centavos;
}

const zero = centavos(0);

export const emptyBalances: HostBalances = {
  pending: zero,
  available: zero,
  payoutPending: zero,
  paidOut: zero,
  debt: zero,
  held: zero,
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
    if (m) d[m.field] = sumCentavos(d[m.field], timesCentavos(l.amount, m.sign)) || zero;
  }
  return d;
}

/** A host's balances from the transactions of their host accounts. */
export function hostBalancesOf(transactions: readonly LedgerTransaction[]): HostBalances {
  const b = balances(transactions);
  const d = { ...emptyBalances };
  for (const [account, m] of Object.entries(balanceOfAccount))
    d[m.field] = timesCentavos(b[account as LedgerAccount], m.sign) || zero;
  return d;
}

/**
 * A booking's pending earnings become available; a debt is paid from them first.
 */
export function releasePostings(amount: Centavos, debt: Centavos): LedgerTransaction {
  const repaid = minCentavos(maxCentavos(zero, debt), amount);
  return {
    kind: 'release',
    lines: lines([
      ['host_pending', amount],
      ['host_debt', negCentavos(repaid)],
      ['host_available', negCentavos(minusCentavos(amount, repaid))],
    ]),
  };
}

/**
 * A dispute opened on a booking whose earnings were already released: `amount` of them leaves
 * the available balance for held, so no payout takes it while the dispute is open.
 */
export function disputeHoldPostings(amount: Centavos): LedgerTransaction {
  return {
    kind: 'dispute_hold',
    lines: lines([
      ['host_available', amount],
      ['host_held', negCentavos(amount)],
    ]),
  };
}

/**
 * A dispute resolved: what it held comes back, a debt (a refund of the resolution taken from
 * the host beyond their balance) paid from it first, the rest available.
 */
export function disputeReleasePostings(amount: Centavos, debt: Centavos): LedgerTransaction {
  const repaid = minCentavos(maxCentavos(zero, debt), amount);
  return {
    kind: 'dispute_release',
    lines: lines([
      ['host_held', amount],
      ['host_debt', negCentavos(repaid)],
      ['host_available', negCentavos(minusCentavos(amount, repaid))],
    ]),
  };
}

/**
 * Creditable withholding on a marketplace's remittance to a seller (RR 16-2023): 1% of one-half
 * of the gross remittance, i.e. 0.5% of the payout, in whole centavos (rounded half up).
 */
export const withholdingOn = (amount: Centavos, enabled: boolean): Centavos =>
  enabled ? mulDivHalfUp(amount, 5, 1_000) : zero;

/**
 * A payout asked for: `amount` leaves the available balance; the withholding (if any) is kept
 * for the tax office and the rest waits to be sent.
 */
export function payoutRequestPostings(amount: Centavos, withholding: Centavos): LedgerTransaction {
  return {
    kind: 'payout_requested',
    lines: lines([
      ['host_available', amount],
      ['host_payout_pending', negCentavos(minusCentavos(amount, withholding))],
      ['withholding_payable', negCentavos(withholding)],
    ]),
  };
}

/** A payout sent: what was waiting is paid out. */
export function payoutProcessedPostings(amount: Centavos, withholding: Centavos): LedgerTransaction {
  const net = minusCentavos(amount, withholding);
  return {
    kind: 'payout_processed',
    lines: lines([
      ['host_payout_pending', net],
      ['host_paid_out', negCentavos(net)],
    ]),
  };
}

/** A payout that failed: the whole amount (withholding included) is available again. */
export function payoutFailedPostings(amount: Centavos, withholding: Centavos): LedgerTransaction {
  return {
    kind: 'payout_failed',
    lines: lines([
      ['host_payout_pending', minusCentavos(amount, withholding)],
      ['withholding_payable', withholding],
      ['host_available', negCentavos(amount)],
    ]),
  };
}

/**
 * A correction by staff: a positive `amount` adds to the host's available balance; a negative
 * one takes it back, from the available balance and then as a debt.
 */
export function adjustmentPostings(amount: Centavos, available: Centavos): LedgerTransaction {
  if (amount >= 0) {
    return {
      kind: 'adjustment',
      lines: lines([
        ['platform_adjustments', amount],
        ['host_available', negCentavos(amount)],
      ]),
    };
  }
  const take = negCentavos(amount);
  const fromAvailable = minCentavos(take, maxCentavos(zero, available));
  return {
    kind: 'adjustment',
    lines: lines([
      ['host_available', fromAvailable],
      ['host_debt', minusCentavos(take, fromAvailable)],
      ['platform_adjustments', negCentavos(take)],
    ]),
  };
}

/** When a booking's earnings become available: `delayDays` whole days after it starts. */
export const availableFrom = (startsAt: Date, delayDays: number) =>
  new Date(startsAt.getTime() + delayDays * 86_400_000);
