/**
 * A host's earnings of a month (issue 29): the one definition the dashboard, the analytics and
 * the wallet show, so they never disagree.
 *
 * A booking's earnings belong to the month its stay starts (its start date, a calendar date in
 * the platform's zone), as the analytics have grouped them since decision 0049: money is earned by
 * hosting, and a refund belongs to the stay it gives money back for, not to the month it was
 * made in. So a month's figures are:
 * - `earned`: the host's share of what was paid for the stays starting in it (the ledger's
 *   `payment` lines on the host's accounts), whenever it was paid;
 * - `refunded`: what refunds of those stays took back of it (their `refund` lines on the host's
 *   accounts: from pending earnings, the available balance or as a debt), whenever made — its own
 *   line, never netted out of sight;
 * - `net`: earned less refunded, what the host keeps. A refund takes back at most what its booking
 *   earned, so no month is ever below zero: a refund of an earlier stay never makes this month
 *   negative (what the dashboard once showed: the ledger's lines of the month, refunds of bookings
 *   paid the month before included);
 * - `bookings`: the stays starting in it that were paid.
 * Releases, dispute holds and payouts only move earnings between the host's accounts: not earnings.
 */
import { minusCentavos, type Centavos } from './amounts';
import type { LedgerKind } from './ledger';

/** The ledger kinds whose lines on the host's accounts make a month's earned and refunded figures. */
export const earningKinds = { earned: 'payment', refunded: 'refund' } as const satisfies Record<string, LedgerKind>;

export interface MonthEarnings {
  /** 'YYYY-MM': the month the stays start in. */
  month: string;
  earned: Centavos;
  refunded: Centavos;
  net: Centavos;
  bookings: number;
}

/** A month's earnings from its earned and refunded sums (centavos) and its paid stays. */
export const monthEarnings = (
  month: string,
  sums: { earned: Centavos; refunded: Centavos; bookings: number },
): MonthEarnings => ({ month, ...sums, net: minusCentavos(sums.earned, sums.refunded) });
