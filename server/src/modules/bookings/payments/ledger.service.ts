import { isBalanced, type LedgerTransaction } from '@espasyo/domain';
import type { Executor } from '../../../db/client';
import { newId } from '../../../lib/ids';
import { paymentsRepository as repo } from './payments.repository';

export interface LedgerRefs {
  bookingId: string;
  paymentId: string;
  refundId?: string | null;
  at: Date;
}

/**
 * Writes one ledger transaction (domain/src/bookings/ledger.ts) in the caller's transaction: its
 * lines under one transaction id. An unbalanced one is a bug, refused before anything is written,
 * so the caller's whole write rolls back and the books always sum to zero.
 */
export async function postLedger(tx: Executor, t: LedgerTransaction, refs: LedgerRefs): Promise<string | null> {
  if (!isBalanced(t)) throw new Error(`Unbalanced ${t.kind} ledger transaction for booking ${refs.bookingId}`);
  if (!t.lines.length) return null;
  const transactionId = newId();
  await repo.insertLedgerLines(
    tx,
    t.lines.map((l) => ({
      id: newId(),
      transactionId,
      kind: t.kind,
      account: l.account,
      amount: l.amount,
      bookingId: refs.bookingId,
      paymentId: refs.paymentId,
      refundId: refs.refundId ?? null,
      createdAt: refs.at,
    })),
  );
  return transactionId;
}
