import {
  AppError,
  centavos,
  depositHeldPostings,
  depositReturnPostings,
  ErrorCode,
  fullRefund,
  gatewayFeePostings,
  hostDebit,
  minusCentavos,
  paymentPostings,
  refundPostings,
  underReviewPostings,
  underReviewRefundPostings,
  type BillQuote,
  type RefundReason,
  type RefundSplit,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { newId } from '../../../lib/ids';
import { enqueue, realtimeTask, type Handlers, type OutboxTask } from '../../outbox/outbox.service';
import { userTopic } from '../../notifications/notifications.service';
import type { PaidBooking as BookingRow } from '../bookings-paid.repository';
import { notifyPaymentRefunded } from '../notify.service';
import { gatewayNamed } from '../../gateways/gateways.service';
import { hostHolds, postLedger } from '../../money/ledger/ledger.service';
import { paymentsRepository as repo, type PaymentRow } from '../payments.repository';
import { create, transition } from '../../../process/engine';
import { paymentLifecycle, refundLifecycle } from '../payment-lifecycle';
import { depositLifecycle } from '../deposits/deposit-lifecycle';
import { depositsRepository as deposits, type DepositRow } from '../deposits/deposits.repository';

/**
 * The money side of a booking's transitions (core/effects.ts runs them): each writes its rows and
 * ledger entries in the transition's transaction, and the gateway call (a refund, closing a
 * checkout) as an outbox task in the same transaction (decision 0032), delivered after the commit
 * with retries; the row it reads says what is owed, and reconciliation is the safety net.
 */

/**
 * A payment received: what the client paid, the host's earnings pending, the fee, the tax; and
 * what the gateway kept of it, so the clearing account follows the gateway's net settlements.
 */
async function postPayment(tx: Executor, b: BookingRow, payment: PaymentRow, at: Date, quote: PaidQuote = b.quote) {
  const refs = { hostId: b.hostId, bookingId: b.id, paymentId: payment.id, at };
  await postLedger(tx, paymentPostings(quote), refs);
  if (payment.gatewayFee) await postLedger(tx, gatewayFeePostings(payment.gatewayFee), refs);
  return refs;
}

/** The amounts a payment pays: a booking's quote, or a tenancy's bill's (issue 32). */
export type PaidQuote = Pick<BillQuote, 'subtotal' | 'tax' | 'total' | 'platformFee' | 'hostEarnings'>;

/**
 * record_payment: the ledger entries of the payment that confirmed the booking; a tenancy's bill's
 * payment (post_payment) posts the bill's `quote` the same way.
 */
export async function recordPayment(
  ctx: AppContext,
  tx: Executor,
  b: BookingRow,
  payment: PaymentRow,
  quote?: PaidQuote,
) {
  await postPayment(tx, b, payment, ctx.clock.now(), quote);
}

/**
 * refund_by_policy / refund_in_full: refunds the payment that paid a cancelled booking by `split`
 * (cancellation.ts): the refund row and the ledger's refund entries now, the gateway's refund
 * queued. A booking confirmed without a payment of ours (none in the table) has nothing to
 * refund. Answers what goes back to the client (0: nothing under the policy), or null when no
 * payment of ours paid the booking.
 */
export async function refundCancelled(
  ctx: AppContext,
  tx: Executor,
  b: BookingRow,
  split: RefundSplit,
  opts: { beforeMoveIn: boolean } = { beforeMoveIn: true },
): Promise<number | null> {
  const payment = await repo.lockSettled(tx, b.id);
  if (!payment) return null;
  // Cancelled before move-in: the security deposit it brought goes back in full with the refund (issue 33).
  const deposit = opts.beforeMoveIn ? await deposits.lockOfBooking(tx, b.id) : undefined;
  const back = deposit?.status === 'held' && deposit.paymentId === payment.id ? deposit : undefined;
  return refundPaid(ctx, tx, b, payment, b.quote, split, back);
}

/**
 * A tenancy's bill paid for days past its end (issue 32): `split` of the payment that paid it goes
 * back (notice.ts: unusedRefund). Answers what goes back, 0 when no payment of ours paid it.
 */
export async function refundBillUnused(
  ctx: AppContext,
  tx: Executor,
  b: BookingRow,
  billId: string,
  q: PaidQuote & Pick<BookingRow['quote'], 'subtotal'>,
  split: RefundSplit,
): Promise<number> {
  const payment = await repo.lockPaidOfBill(tx, billId);
  return payment ? refundPaid(ctx, tx, b, payment, q, split) : 0;
}

/**
 * Refunds `split` of a settled `payment` that paid `q` (a booking's quote or a tenancy's bill's):
 * the refund row and the ledger's refund entries now, the gateway's refund queued. A held
 * `deposit` the payment brought goes back in the same refund (issue 33: a booking cancelled
 * before move-in), its own ledger entries beside. Answers what goes back to the client (0: nothing).
 */
export async function refundPaid(
  ctx: AppContext,
  tx: Executor,
  b: BookingRow,
  payment: PaymentRow,
  q: PaidQuote & Pick<BookingRow['quote'], 'subtotal'>,
  split: RefundSplit,
  deposit?: DepositRow,
): Promise<number> {
  const now = ctx.clock.now();
  const back = split.refund + (deposit?.amount ?? 0);
  const refund = back > 0 ? await insertRefund(ctx, tx, payment, back, 'cancellation', now) : null;
  // The host's part comes from the booking's pending earnings, then their available balance, then a debt.
  const from = hostDebit(minusCentavos(q.hostEarnings, split.hostEarnings), await hostHolds(tx, b.hostId, b.id));
  await postLedger(tx, refundPostings(q, split, from), {
    hostId: b.hostId,
    bookingId: b.id,
    paymentId: payment.id,
    refundId: refund?.id,
    at: now,
  });
  if (deposit) {
    const refs = { bookingId: b.id, paymentId: payment.id, refundId: refund?.id, at: now };
    await postLedger(tx, depositReturnPostings(deposit.amount), refs);
    const patch = { kept: 0, returned: deposit.amount };
    await transition(ctx, tx, depositLifecycle, { id: deposit.id, action: 'return_cancelled', actor: system, patch });
  }
  if (!refund) return 0;
  await markRefunded(ctx, tx, payment);
  await enqueue(tx, refundTask(refund.id), now);
  return back;
}

/** The payment refunded in full once its refunds reach what it took, else in part (a deposit goes back later, on its own). */
export async function markRefunded(ctx: AppContext, tx: Executor, payment: PaymentRow) {
  const refunded = await repo.refundedOfPayment(tx, payment.id);
  await transition(ctx, tx, paymentLifecycle, {
    id: payment.id,
    action: refunded >= payment.amount ? 'refund' : 'refund_part',
    actor: system,
  });
}

/**
 * A payment that must not stand (it came after the booking ended, or paid it a second time):
 * recorded in the ledger as received and refunded in full, its refund queued. Answers the refund.
 */
export async function refundWhole(
  ctx: AppContext,
  tx: Executor,
  b: BookingRow,
  payment: PaymentRow,
  reason: Exclude<RefundReason, 'cancellation'>,
  q: PaidQuote = b.quote,
) {
  const now = ctx.clock.now();
  const refs = await postPayment(tx, b, payment, now, q);
  // A first payment brings the deposit beside the price (issue 33): received and given back with it.
  const deposit = centavos(Math.max(0, payment.amount - q.total));
  await postLedger(tx, depositHeldPostings(deposit), refs);
  const refund = await insertRefund(ctx, tx, payment, payment.amount, reason, now);
  await postLedger(tx, refundPostings(q, fullRefund(q)), { ...refs, refundId: refund.id });
  await postLedger(tx, depositReturnPostings(deposit), { ...refs, refundId: refund.id });
  await enqueue(tx, refundTask(refund.id), now);
  return refund;
}

/** What the gateway reported taking of a payment under review (what goes back), centavos. */
const receivedOf = (p: PaymentRow) => p.receivedAmount ?? centavos(0);

/**
 * A payment under review (its amount or currency did not match: settle.service.ts): the money the
 * gateway reports taking enters the ledger held for the payer, with the fee the gateway kept — the
 * clearing account follows the gateway — and is nobody's earnings or fee (decision 0061).
 */
export async function holdUnderReview(ctx: AppContext, tx: Executor, payment: PaymentRow) {
  const refs = { bookingId: payment.bookingId, paymentId: payment.id, at: ctx.clock.now() };
  await postLedger(tx, underReviewPostings(receivedOf(payment)), refs);
  if (payment.gatewayFee) await postLedger(tx, gatewayFeePostings(payment.gatewayFee), refs);
}

/**
 * The booking's payments under review go back in full, now that it can no longer be paid (the
 * expire_checkout effect of its expiry or cancellation; or it had ended when the payment came):
 * for each, a refund (`unconfirmed_payment`) of what the gateway reported taking, to the way it
 * was paid through the gateway that took it, the ledger's refund of what was held, the payment
 * refunded, the gateway's refund queued in the outbox and the client told, all in the caller's
 * transaction. Answers how many went back.
 */
export async function refundUnderReview(ctx: AppContext, tx: Executor, b: BookingRow): Promise<number> {
  const held = await repo.lockUnderReview(tx, b.id);
  const now = ctx.clock.now();
  for (const p of held) {
    const amount = receivedOf(p);
    // A gateway that reported taking nothing has nothing to give back.
    if (amount <= 0) {
      await transition(ctx, tx, paymentLifecycle, { id: p.id, action: 'drop_unconfirmed', actor: system });
      continue;
    }
    const refund = await insertRefund(ctx, tx, p, amount, 'unconfirmed_payment', now);
    const refs = { bookingId: b.id, paymentId: p.id, refundId: refund.id, at: now };
    await postLedger(tx, underReviewRefundPostings(amount), refs);
    await transition(ctx, tx, paymentLifecycle, { id: p.id, action: 'return_unconfirmed', actor: system });
    await enqueue(tx, refundTask(refund.id), now);
    await notifyPaymentRefunded(ctx, tx, b, amount, 'unconfirmed_payment');
  }
  return held.length;
}

/** The platform itself: a payment's change that follows from its booking's transition. */
const system = { role: 'system' as const, userId: null };

export async function insertRefund(
  ctx: AppContext,
  tx: Executor,
  payment: PaymentRow,
  amount: number,
  reason: RefundReason,
  now: Date,
) {
  const id = newId();
  const values = {
    id,
    paymentId: payment.id,
    bookingId: payment.bookingId,
    amount,
    reason,
    idempotencyKey: `refund-${id}`,
    createdAt: now,
    updatedAt: now,
  };
  return (await create(ctx, tx, refundLifecycle, { values, actor: system })).row;
}

/**
 * expire_checkout: the booking's open checkout is closed here at once (it can no longer confirm
 * anything: a payment on it now is refunded) and at the gateway by the outbox.
 */
export async function closeOpenCheckout(ctx: AppContext, tx: Executor, bookingId: string) {
  for (const open of await repo.lockAllOpen(tx, bookingId)) await closePayment(ctx, tx, open);
}

/** A tenancy's bill's open checkout closed (its amount changed, or it is void). */
export async function closeBillCheckout(ctx: AppContext, tx: Executor, billId: string) {
  const open = await repo.lockOpenOfBill(tx, billId);
  if (open) await closePayment(ctx, tx, open);
}

async function closePayment(ctx: AppContext, tx: Executor, open: PaymentRow) {
  await transition(ctx, tx, paymentLifecycle, { id: open.id, action: 'expire', actor: system });
  if (open.checkoutId) await enqueue(tx, closeCheckoutTask(open.id), ctx.clock.now());
}

/** Closes a payment's checkout at its gateway by the outbox, once `tx` commits (the row says it is closed here). */
export const queueCloseAtGateway = (ctx: AppContext, tx: Executor, paymentId: string) =>
  enqueue(tx, closeCheckoutTask(paymentId), ctx.clock.now());

/** After this many failed attempts a refund is `failed`: staff see it and act. */
const MAX_REFUND_ATTEMPTS = 20;

/**
 * How sending a refund went: the gateway refunded it, or has it and is still processing it (a
 * later send, with the same key, asks again), or it was not owed (no longer pending), or the
 * call failed (`error`, recorded on the row).
 */
export type RefundSent = 'succeeded' | 'processing' | 'not_owed' | { error: unknown };

/**
 * Sends a pending refund to the payment's gateway with the refund's own idempotency key (so a
 * retry never refunds twice). A failure is recorded on the row (attempts, error), and after
 * MAX_REFUND_ATTEMPTS the refund is failed, for staff.
 */
export async function sendRefund(ctx: AppContext, refundId: string): Promise<RefundSent> {
  const refund = await repo.refund(ctx.db, refundId);
  if (!refund || refund.status !== 'pending') return 'not_owed';
  const payment = await repo.find(ctx.db, refund.paymentId);
  const now = ctx.clock.now();
  try {
    if (!payment?.checkoutId) throw new Error('The payment has no checkout at the gateway');
    const done = await gatewayNamed(ctx, payment.gateway).refund({
      checkoutId: payment.checkoutId,
      paymentReference: payment.gatewayReference,
      amount: refund.amount,
      reason: refund.reason,
      idempotencyKey: refund.idempotencyKey,
    });
    if (done.status === 'failed') throw new Error('The gateway refused the refund');
    const status = done.status === 'succeeded' ? 'succeeded' : 'pending';
    await updateRefund(ctx, refund, { status, gatewayReference: done.id, error: null }, now);
    return status === 'succeeded' ? 'succeeded' : 'processing';
  } catch (err) {
    // Still owed: retried by the outbox, then by reconciliation, until it has failed too often.
    const status = refund.attempts + 1 >= MAX_REFUND_ATTEMPTS ? 'failed' : 'pending';
    await updateRefund(ctx, refund, { status, error: err instanceof Error ? err.message : String(err) }, now);
    return { error: err };
  }
}

/**
 * Writes how a send went (one more attempt); when the refund has gone through or failed, the
 * client's open pages (the booking's payment, Payments) hear `payment.updated` on their topic, in
 * the same transaction, and read it again.
 */
async function updateRefund(
  ctx: AppContext,
  refund: { id: string; bookingId: string; clientId: string; attempts: number },
  patch: { status: 'pending' | 'succeeded' | 'failed'; gatewayReference?: string; error: string | null },
  now: Date,
) {
  await ctx.db.transaction().execute(async (tx) => {
    const { status, ...rest } = patch;
    const cols = { ...rest, attempts: refund.attempts + 1 };
    if (status === 'pending') {
      await repo.updateRefund(tx, refund.id, { ...cols, updatedAt: now });
      return;
    }
    const moved = await transition(ctx, tx, refundLifecycle, {
      id: refund.id,
      action: status === 'succeeded' ? 'succeed' : 'fail',
      actor: status === 'succeeded' ? { role: 'gateway', userId: null } : system,
      patch: cols,
    }).catch((err: unknown) => {
      // Another send (reconciliation's, the outbox's) settled it meanwhile: it stands as that one wrote it.
      if (err instanceof AppError && err.code === ErrorCode.invalidTransition) return null;
      throw err;
    });
    if (!moved) return;
    const event = { type: 'payment.updated', bookingId: refund.bookingId };
    await enqueue(tx, realtimeTask(userTopic(refund.clientId), event), now);
  });
}

/**
 * The outbox's 'payment.refund' handler: sends the refund; throws when the gateway did not take
 * it, so the outbox tries again with backoff and at last shows staff the failure. A refund that
 * is no longer pending (sent by reconciliation, or an earlier delivery) is done.
 */
export async function deliverRefund(ctx: AppContext, refundId: string): Promise<void> {
  const sent = await sendRefund(ctx, refundId);
  if (typeof sent === 'object') throw sent.error;
}

/**
 * Closes a payment's checkout at its gateway and notes what the gateway answered (the outbox's
 * 'payment.close_checkout' handler). Closing a closed checkout answers it as it is; a gateway
 * failure throws, for the outbox to try again.
 */
export async function closeAtGateway(ctx: AppContext, paymentId: string) {
  const payment = await repo.find(ctx.db, paymentId);
  if (!payment?.checkoutId) return;
  const checkout = await gatewayNamed(ctx, payment.gateway).expireCheckout(payment.checkoutId);
  // Paid before it closed: reconciliation (or the gateway's webhook) settles it, refunding it.
  await repo.update(ctx.db, payment.id, { gatewayStatus: checkout.status, updatedAt: ctx.clock.now() });
}

/**
 * The outbox's tasks of this module: calls to a payment gateway that a committed change owes
 * (decision 0034). The refund the refunds row describes, sent with its own idempotency key;
 * closing the checkout of a payment closed here. The rows say what is owed: a task carries only their id.
 */
export interface RefundPayload {
  refundId: string;
}
export interface CloseCheckoutPayload {
  paymentId: string;
}
declare module '../../outbox/outbox.service' {
  interface TaskPayloads {
    'payment.refund': RefundPayload;
    'payment.close_checkout': CloseCheckoutPayload;
  }
}

export function refundTask(refundId: string): OutboxTask {
  return { kind: 'payment.refund', payload: { refundId }, summary: `refund ${refundId}` };
}

function closeCheckoutTask(paymentId: string): OutboxTask {
  return { kind: 'payment.close_checkout', payload: { paymentId }, summary: `checkout of payment ${paymentId}` };
}

/**
 * Their delivery, composed in modules/index.ts: gateway calls with the idempotency keys of their
 * rows, so a repeat is answered, never done twice.
 */
export const paymentEffectHandlers: Handlers<'payment.refund' | 'payment.close_checkout'> = {
  'payment.refund': (ctx, p) => deliverRefund(ctx, p.refundId),
  'payment.close_checkout': (ctx, p) => closeAtGateway(ctx, p.paymentId),
};
