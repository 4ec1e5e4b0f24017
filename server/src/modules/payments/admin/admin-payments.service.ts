import {
  adminRefundSplit,
  AppError,
  centavos,
  ErrorCode,
  formatPesos,
  hostDebit,
  leftOf,
  minusCentavos,
  paymentMessages,
  refundPostings,
  type AdminPaymentDetail,
  type AdminPaymentsPage,
  type AdminPaymentsQuery,
  type AdminRefundRequest,
  type AdminRefundResult,
} from '@espasyo/domain';
import { depositsRepository as deposits } from '../deposits/deposits.repository';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { newId } from '../../../lib/ids';
import { record } from '../../audit/audit.service';
import { hostHolds, postLedger } from '../../money/ledger/ledger.service';
import { enqueue } from '../../outbox/outbox.service';
import { refundTask } from '../refunds/payment-effects.service';
import type { AuthUser } from '../../users/user.mapper';
import { paidBookings as bookings, type PaidBooking as BookingRow } from '../bookings-paid.repository';
import { notifyStaffRefund } from '../notify.service';
import { toAdminPayment, toAdminPaymentDetail } from './admin-payments.mapper';
import { adminPaymentsRepository as admin } from './admin-payments.repository';
import { paymentsRepository as repo, type PaymentRow } from '../payments.repository';
import { create, transition } from '../../../process/engine';
import { paymentLifecycle, refundLifecycle } from '../payment-lifecycle';

const m = paymentMessages.adminRefund;

/** PayMongo refuses refunds under ₱1.00 (its gateway refuses them first too): refused here, before anything is written. */
const PAYMONGO_MIN_REFUND = 100;

/** GET /api/admin/payments: a page of every payment, newest first, under the filters. */
export async function listAdminPayments(ctx: AppContext, q: AdminPaymentsQuery): Promise<AdminPaymentsPage> {
  const { page, pageSize, ...filters } = q;
  const timeZone = (await ctx.settings.get()).general.timezone;
  const { total, rows } = await admin.list(ctx.db, filters, timeZone, pageSize, (page - 1) * pageSize);
  return { items: rows.map(toAdminPayment), total, page, pageSize };
}

const notFound = () => new AppError(ErrorCode.notFound, m.notFound);

/** GET /api/admin/payments/:id: the payment with its booking, refunds, the gateway's events and its ledger lines. */
export async function adminPaymentDetail(db: Executor, id: string): Promise<AdminPaymentDetail> {
  const p = await admin.one(db, id);
  if (!p) throw notFound();
  const [refunds, events, ledger] = await Promise.all([
    admin.refunds(db, id),
    admin.events(db, { id: p.id, gateway: p.gateway, checkoutId: p.checkoutId }),
    admin.ledger(db, id),
  ]);
  return toAdminPaymentDetail(p, refunds, events, ledger);
}

const refundable = (p: PaymentRow) => p.status === 'paid' || p.status === 'partially_refunded';

/**
 * What staff may still refund of a payment: its amount less its refunds, less the security deposit
 * it brought that is not back yet (issue 33: held apart, it moves only by the deposit's own steps).
 */
async function refundableLeft(db: Executor, p: PaymentRow) {
  return p.amount - (await admin.refundedOf(db, p.id)) - (await deposits.reservedOfPayment(db, p.id));
}

/**
 * POST /api/admin/payments/:id/refunds: staff refund `amount` of a paid payment, in full or in
 * part. Under the payment's row lock, in the transaction that writes the refund, what is left
 * (the amount less every refund made of it, pending ones included) is read and checked, so two
 * clicks or two admins at once never refund more than was paid. The money moves as a
 * cancellation's refund does (payment-effects.ts: refundCancelled): the refund's ledger entries
 * (in proportion over what is left of each part, domain admin-refund.ts; the host's part from the
 * booking's pending earnings, then their balance, then a debt), the refund row with staff's
 * reason, the payment's status, the gateway's refund queued in the outbox, the audit row and the
 * client's email, all in one transaction. A key used before answers its first refund.
 */
export async function refundPayment(
  ctx: AppContext,
  staff: AuthUser,
  paymentId: string,
  input: AdminRefundRequest,
  key: string | null,
  ip: string | null,
): Promise<{ result: AdminRefundResult; created: boolean }> {
  const idempotencyKey = key ? `admin-${paymentId}-${key}` : null;
  const done = await ctx.db
    .transaction()
    .execute((tx) => staffRefundIn(ctx, tx, staff, paymentId, input, idempotencyKey, ip));
  return {
    result: { ...done, replayed: !done.created, payment: await adminPaymentDetail(ctx.db, paymentId) },
    created: done.created,
  };
}

/**
 * A staff refund of `input.amount` of a payment in the caller's transaction (refundPayment's, or a
 * dispute's resolution: disputes/): the booking's and the payment's locks, what is left checked,
 * the refund's ledger entries, rows, gateway task, the client's email and the audit row.
 */
export async function staffRefundIn(
  ctx: AppContext,
  tx: Executor,
  staff: AuthUser,
  paymentId: string,
  input: Pick<AdminRefundRequest, 'amount' | 'reason'>,
  idempotencyKey: string | null,
  ip: string | null,
): Promise<{ refundId: string; created: boolean }> {
  // The booking's lock, then the payment's: the order of every writer of both (settle, cancel).
  const seen = await repo.find(tx, paymentId);
  const b = seen && (await bookings.lock(tx, seen.bookingId));
  const payment = b && (await repo.lock(tx, paymentId));
  if (!b || !payment) throw notFound();
  // Clicks with one key wait on the payment's lock: the later ones find the first's refund here.
  const earlier = idempotencyKey ? await admin.refundByKey(tx, idempotencyKey) : undefined;
  if (earlier) return { refundId: earlier.id, created: false };
  if (payment.status === 'under_review') {
    throw new AppError(ErrorCode.paymentNotRefundable, paymentMessages.underReview.staffRefund);
  }
  if (!refundable(payment)) throw new AppError(ErrorCode.paymentNotRefundable, m.notPaid);
  const left = await refundableLeft(tx, payment);
  if (input.amount > left) {
    const message = m.tooMuch(formatPesos(left));
    throw new AppError(ErrorCode.refundExceedsPayment, message, { amount: message });
  }
  if (payment.gateway === 'paymongo' && input.amount < PAYMONGO_MIN_REFUND) {
    const message = paymentMessages.refundTooSmall(formatPesos(input.amount));
    throw new AppError(ErrorCode.validation, message, { amount: message });
  }
  const refundId = await writeRefund(ctx, tx, b, payment, input, left, idempotencyKey, {
    role: 'admin',
    userId: staff.id,
  });
  await record(tx, {
    actorId: staff.id,
    action: 'payment.refund',
    targetType: 'payment',
    targetId: payment.id,
    before: { status: payment.status, refunded: payment.amount - left },
    after: {
      status: input.amount === left ? 'refunded' : 'partially_refunded',
      refunded: payment.amount - left + input.amount,
      refundId,
      amount: input.amount,
      reason: input.reason,
    },
    ip,
    at: ctx.clock.now(),
  });
  return { refundId, created: true };
}

/** A booking's payments that can still be refunded, oldest first, each with what is left of it. */
export async function refundableOfBooking(db: Executor, bookingId: string) {
  const out: { paymentId: string; left: number }[] = [];
  for (const p of await repo.forBooking(db, bookingId)) {
    if (!refundable(p)) continue;
    const left = await refundableLeft(db, p);
    if (left > 0) out.push({ paymentId: p.id, left });
  }
  return out;
}

/**
 * Staff refund `amount` of a booking in the caller's transaction, over its refundable payments
 * oldest first (a dispute's resolution): each part exactly like a staff refund of that payment.
 * Refused with the most that can be refunded when it is more.
 */
export async function refundBookingByStaff(
  ctx: AppContext,
  tx: Executor,
  staff: AuthUser,
  bookingId: string,
  amount: number,
  reason: string,
  ip: string | null,
  tooMuch: (left: string) => string,
): Promise<string[]> {
  const parts = await refundableOfBooking(tx, bookingId);
  const total = parts.reduce((s, p) => s + p.left, 0);
  if (amount > total) {
    const message = tooMuch(formatPesos(total));
    throw new AppError(ErrorCode.refundExceedsPayment, message, { amount: message });
  }
  const ids: string[] = [];
  let rest = amount;
  for (const p of parts) {
    if (rest <= 0) break;
    const take = Math.min(rest, p.left);
    ids.push((await staffRefundIn(ctx, tx, staff, p.paymentId, { amount: take, reason }, null, ip)).refundId);
    rest -= take;
  }
  return ids;
}

/** The refund's rows in the caller's transaction: ledger entries, the refund, the payment's status, the outbox's tasks. */
async function writeRefund(
  ctx: AppContext,
  tx: Executor,
  b: BookingRow,
  payment: PaymentRow,
  input: Pick<AdminRefundRequest, 'amount' | 'reason'>,
  left: number,
  idempotencyKey: string | null,
  staff: { role: 'admin'; userId: string },
) {
  const now = ctx.clock.now();
  const id = newId();
  await create(ctx, tx, refundLifecycle, {
    values: {
      id,
      paymentId: payment.id,
      bookingId: payment.bookingId,
      amount: input.amount,
      reason: 'admin',
      note: input.reason,
      idempotencyKey: idempotencyKey ?? `refund-${id}`,
      createdAt: now,
      updatedAt: now,
    },
    actor: staff,
  });
  // A payment flagged before under review existed (decision 0061) never entered the ledger: nothing to take back there.
  const ledger = await admin.left(tx, payment.id);
  if (ledger.entered) {
    if (leftOf(ledger.left) !== left) {
      throw new Error(`Payment ${payment.id}: the ledger holds ${leftOf(ledger.left)}, the refunds leave ${left}`);
    }
    const q = b.quote;
    // A whole number of centavos: adminRefundRequestSchema's, or a part of one (refundBookingByStaff).
    const split = adminRefundSplit(q, ledger.left, centavos(input.amount));
    const from = hostDebit(minusCentavos(q.hostEarnings, split.hostEarnings), await hostHolds(tx, b.hostId, b.id));
    await postLedger(tx, refundPostings(q, split, from), {
      hostId: b.hostId,
      bookingId: b.id,
      paymentId: payment.id,
      refundId: id,
      at: now,
    });
  }
  const full = input.amount === left;
  await transition(ctx, tx, paymentLifecycle, {
    id: payment.id,
    action: full ? 'refund' : 'refund_part',
    actor: staff,
  });
  await enqueue(tx, refundTask(id), now);
  await notifyStaffRefund(ctx, tx, b, { amount: input.amount, full, note: input.reason });
  return id;
}
