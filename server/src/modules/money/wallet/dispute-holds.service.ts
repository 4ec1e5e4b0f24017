import { disputeHoldPostings, disputeReleasePostings, heldOnOpening, type Centavos } from '@espasyo/domain';
import type { Executor } from '../../../db/client';
import { ledgerRepository as ledger } from '../ledger/ledger.repository';
import { postLedger } from '../ledger/ledger.service';

/**
 * The hold of a disputed booking's host earnings (issue 20's last point, issue 22; decision 0048).
 * While a dispute is open the daily release skips the booking's pending earnings
 * (releaseDueEarnings), and what of them was already released and is still in the host's
 * available balance moves to host_held, so no payout draws on it. Both run in the dispute's own
 * transaction under the host's balances lock, the lock every payout and release takes first.
 */

/** A dispute opens: the booking's earnings still available move to held. Answers the amount held. */
export async function holdDisputedEarnings(
  tx: Executor,
  hostId: string,
  bookingId: string,
  at: Date,
): Promise<Centavos> {
  const { available } = await ledger.lockBalances(tx, hostId);
  const held = heldOnOpening(await ledger.bookingAvailable(tx, bookingId), available);
  if (held > 0) await postLedger(tx, disputeHoldPostings(held), { hostId, bookingId, at });
  return held;
}

/**
 * A dispute is resolved: what it held comes back (a debt paid from it first). Called after the
 * resolution's refunds, which took the host's part from the booking's pending earnings and the
 * available balance as every refund does, so the host keeps the held money less that part.
 */
export async function releaseDisputedEarnings(
  tx: Executor,
  hostId: string,
  bookingId: string,
  amount: Centavos,
  at: Date,
): Promise<void> {
  const { debt } = await ledger.lockBalances(tx, hostId);
  if (amount > 0) await postLedger(tx, disputeReleasePostings(amount, debt), { hostId, bookingId, at });
}
