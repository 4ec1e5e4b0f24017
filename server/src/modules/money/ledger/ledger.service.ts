import {
  balanceChange,
  isBalanced,
  isHostAccount,
  monthEarnings,
  type LedgerAccount,
  type LedgerTransaction,
  type MonthEarnings,
} from '@espasyo/domain';
import type { Executor } from '../../../db/client';
import { newId } from '../../../lib/ids';
import { userTopic } from '../../notifications/notifications.service';
import { enqueue, realtimeTask } from '../../outbox/outbox.service';
import { ledgerRepository as repo } from './ledger.repository';

/** What a ledger transaction is about: the host whose accounts it moves, and its sources. */
export interface LedgerRefs {
  at: Date;
  hostId?: string | null;
  bookingId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
  payoutId?: string | null;
  /** A staff adjustment's reason. */
  memo?: string | null;
}

/**
 * Writes one ledger transaction (domain/src/money/ledger.ts) in the caller's transaction: its
 * lines under one transaction id, the host's id on host accounts, and the host's balances
 * (host_balances) moved by the same amounts; the host's open wallet pages hear `wallet.updated`
 * on their topic, through the outbox in the same transaction (a payment settled, a refund, a
 * release, a payout). An unbalanced transaction, or one that would take a balance below zero, is
 * a bug: refused, so the caller's whole write rolls back and the books always sum to zero.
 */
export async function postLedger(tx: Executor, t: LedgerTransaction, refs: LedgerRefs): Promise<string | null> {
  if (!isBalanced(t)) throw new Error(`Unbalanced ${t.kind} ledger transaction`);
  if (!t.lines.length) return null;
  const touchesHost = t.lines.some((l) => isHostAccount(l.account));
  if (touchesHost && !refs.hostId) throw new Error(`A ${t.kind} ledger transaction on host accounts needs the host`);
  const transactionId = newId();
  await repo.insertLines(
    tx,
    t.lines.map((l) => ({
      id: newId(),
      transactionId,
      kind: t.kind,
      account: l.account,
      amount: l.amount,
      hostId: isHostAccount(l.account) ? refs.hostId : null,
      bookingId: refs.bookingId ?? null,
      paymentId: refs.paymentId ?? null,
      refundId: refs.refundId ?? null,
      payoutId: refs.payoutId ?? null,
      memo: refs.memo ?? null,
      createdAt: refs.at,
    })),
  );
  if (!touchesHost) return transactionId;
  const change = balanceChange(t);
  await repo.addToBalances(tx, refs.hostId!, change, refs.at);
  await enqueue(tx, realtimeTask(userTopic(refs.hostId!), { type: 'wallet.updated' }), refs.at);
  // The booking's own pending earnings, for the wallet's schedule and the daily release.
  if (change.pending !== 0) {
    if (!refs.bookingId) throw new Error(`A ${t.kind} ledger transaction on pending earnings needs the booking`);
    await repo.addToBookingPending(tx, refs.bookingId, refs.hostId!, change.pending, refs.at);
  }
  return transactionId;
}

/**
 * What a host still holds for a refund of `bookingId`: the booking's pending earnings and the
 * host's available balance, the host's balances row locked until the transaction ends (so two
 * refunds or a refund and a payout request never take the same money).
 */
export async function hostHolds(tx: Executor, hostId: string, bookingId: string) {
  const { available } = await repo.lockBalances(tx, hostId);
  return { available, pending: await repo.bookingPending(tx, bookingId) };
}

/** An account's balance (debits − credits) over the whole ledger, centavos: a report line. */
export const ledgerAccountBalance = (db: Executor, account: LedgerAccount) => repo.accountBalance(db, account);

/** A payment received or a refund made through a gateway, as the ledger has it (centavos, positive). */
export interface LedgerGatewayMovement {
  kind: 'payment' | 'refund';
  paymentId: string | null;
  refundId: string | null;
  bookingId: string | null;
  amount: number;
  /** A payment's gateway fee when one was posted; else null. */
  fee: number | null;
  at: Date;
}

/**
 * The ledger's payments and refunds through the gateways in [from, to) (the daily
 * reconciliation): each payment's gateway_clearing debit with its posted gateway fee, each
 * refund's gateway_clearing credit.
 */
export async function ledgerGatewayMovements(db: Executor, from: Date, to: Date): Promise<LedgerGatewayMovement[]> {
  const byKey = new Map<string, LedgerGatewayMovement>();
  const fees = new Map<string, number>();
  for (const l of await repo.gatewayLines(db, from, to)) {
    const amount = l.amount;
    if (l.kind === 'gateway_fee') {
      if (l.paymentId) fees.set(l.paymentId, (fees.get(l.paymentId) ?? 0) + amount);
      continue;
    }
    const kind = l.kind === 'payment' ? 'payment' : 'refund';
    const id = kind === 'payment' ? l.paymentId : l.refundId;
    if (!id) continue;
    const key = `${kind}:${id}`;
    const m = byKey.get(key) ?? {
      kind,
      paymentId: l.paymentId,
      refundId: l.refundId,
      bookingId: l.bookingId,
      amount: 0,
      fee: null,
      at: new Date(l.createdAt),
    };
    m.amount += kind === 'payment' ? amount : -amount;
    byKey.set(key, m);
  }
  return [...byKey.values()].map((m) =>
    m.kind === 'payment' && m.paymentId && fees.has(m.paymentId) ? { ...m, fee: fees.get(m.paymentId)! } : m,
  );
}

/**
 * A host's earnings of each month from `from` to `to` ('YYYY-MM', both included): the one
 * definition (domain money/earnings.ts) the dashboard, the analytics and the wallet show.
 */
export async function hostEarningsByMonth(
  db: Executor,
  hostId: string,
  from: string,
  to: string,
): Promise<MonthEarnings[]> {
  const rows = await repo.hostEarningsByMonth(db, hostId, from, to);
  return rows.map(({ month, ...sums }) => monthEarnings(month, sums));
}
