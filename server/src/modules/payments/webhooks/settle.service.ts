import { billProcess, bookingProcess, pesos, type BillQuote, type PaymentGatewayName } from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { record } from '../../audit/audit.service';
import { paidBookings as bookings, type PaidBooking } from '../bookings-paid.repository';
import { notifyPaymentRefunded } from '../notify.service';
import type { GatewayCheckout } from '../../gateways/gateway.types';
import {
  holdUnderReview,
  queueCloseAtGateway,
  refundUnderReview,
  refundWhole,
} from '../refunds/payment-effects.service';
import { paymentsRepository as repo, type PaymentPatch, type PaymentRow } from '../payments.repository';
import { fire, transition } from '../../../process/engine';
import { paymentLifecycle } from '../payment-lifecycle';
import { keepCardFromCheckout } from '../autopay/autopay.service';
import { holdDeposit } from '../deposits/deposits.service';

/** What applying a gateway's word about a checkout did (recorded on its webhook event). */
export type SettleResult =
  | 'confirmed'
  | 'already_settled'
  | 'flagged'
  | 'refunded_under_review'
  | 'refunded_late'
  | 'refunded_duplicate'
  | 'failed'
  | 'expired'
  | 'unchanged'
  | 'unknown_checkout';

/** The gateway's word moves a payment (a webhook, or its answer to reconciliation). */
const gatewaySays = { role: 'gateway' as const, userId: null };

const settled: readonly PaymentRow['status'][] = ['paid', 'under_review', 'refunded', 'partially_refunded'];
const paidStatuses = ['confirmed', 'active', 'completed', 'notice_given', 'ended'];

/** Our payment for a gateway's checkout: by its reference (our payment id), else by the checkout id. */
async function paymentFor(tx: Executor, gateway: PaymentGatewayName, c: GatewayCheckout) {
  const byRef = c.reference ? await repo.find(tx, c.reference) : undefined;
  if (byRef && byRef.gateway === gateway && (byRef.checkoutId ?? c.id) === c.id) return byRef;
  return repo.byCheckout(tx, gateway, c.id);
}

/**
 * Applies what a gateway says of a checkout (a webhook's event, or its answer to reconciliation)
 * in the caller's transaction, exactly once whoever calls: the booking, then the payment, are
 * locked and the payment's status decides whether there is anything left to do.
 *
 * Paid: the amount and currency are checked against what was asked: a mismatch never confirms —
 * the payment is under review (flagged and audited for staff, its money held for the payer in the
 * ledger, no second checkout), and goes back in full when the booking can no longer be paid, or
 * at once when it already cannot (decision 0061). A booking awaiting payment is confirmed by
 * `pay` through the process engine and the booking's effects (the ledger's payment entries); a booking that
 * expired, was cancelled or is paid already gets the money back in full (refundWhole), and the
 * client is told so.
 */
export async function settleCheckout(
  ctx: AppContext,
  tx: Executor,
  gateway: PaymentGatewayName,
  checkout: GatewayCheckout,
): Promise<SettleResult> {
  const found = await paymentFor(tx, gateway, checkout);
  if (!found) return 'unknown_checkout';
  const booking = await bookings.lock(tx, found.bookingId);
  const p = await repo.lock(tx, found.id);
  if (!booking || !p) return 'unknown_checkout';
  const now = ctx.clock.now();
  const seen: PaymentPatch = {
    checkoutId: p.checkoutId ?? checkout.id,
    gatewayStatus: checkout.status,
    updatedAt: now,
  };

  if (checkout.status === 'open') {
    // Closed here, still open there (our call to close it was lost): close it again.
    if (p.status !== 'open') await queueCloseAtGateway(ctx, tx, p.id);
    return 'unchanged';
  }
  if (checkout.status === 'failed' || checkout.status === 'expired') {
    if (p.status !== 'open') {
      await repo.update(tx, p.id, seen);
      return 'unchanged';
    }
    const action = checkout.status === 'failed' ? 'fail' : 'expire';
    await transition(ctx, tx, paymentLifecycle, { id: p.id, action, actor: gatewaySays, patch: seen });
    return checkout.status;
  }

  if (settled.includes(p.status)) {
    if (p.gatewayStatus !== 'paid') await repo.update(tx, p.id, seen);
    return 'already_settled';
  }
  const received: PaymentPatch = {
    ...seen,
    method: checkout.method,
    gatewayFee: checkout.fee,
    gatewayReference: checkout.paymentReference,
    receivedAmount: checkout.amount,
    receivedCurrency: checkout.currency,
    paidAt: checkout.paidAt ?? now,
  };
  if (checkout.amount !== p.amount || checkout.currency !== p.currency) {
    const flag = `Amount mismatch: asked ${pesos(p.amount)} PHP, the gateway reports ${checkout.amount} centavos ${checkout.currency}`;
    const { row: review } = await transition(ctx, tx, paymentLifecycle, {
      id: p.id,
      action: 'hold_for_review',
      actor: gatewaySays,
      patch: { ...received, flag },
    });
    await holdUnderReview(ctx, tx, review);
    await record(tx, {
      actorId: null,
      action: 'payment.flagged',
      targetType: 'booking',
      targetId: booking.id,
      after: { paymentId: p.id, flag, gateway, checkoutId: checkout.id },
      at: now,
    });
    if (booking.status === 'awaiting_payment') return 'flagged';
    await refundUnderReview(ctx, tx, booking);
    return 'refunded_under_review';
  }
  // A tenancy's bill (bill 0 with the booking's checkout): the bill's `pay`, whose effects post it to
  // the ledger and, for bill 0, confirm the tenancy. A bill paid already or void takes no money.
  if (p.billId) {
    const bill = await bookings.lockBill(tx, p.billId);
    if (bill && (bill.status === 'open' || bill.status === 'overdue')) {
      const { row: paid } = await transition(ctx, tx, paymentLifecycle, {
        id: p.id,
        action: 'pay',
        actor: gatewaySays,
        patch: received,
      });
      const input = { timeZone: (await ctx.settings.get()).general.timezone, payment: paid };
      await fire(ctx, tx, billProcess, { id: bill.id, action: 'pay', actor: { role: 'payment', userId: null }, input });
      // Bill 0's payment brought the security deposit beside it (issue 33): held apart from the bill.
      if (bill.number === 0) await holdDeposit(ctx, tx, booking, paid);
      // Asked at the checkout: the card is kept and pays the tenancy's next bills (decision 0085).
      if (p.saveCard && checkout.savedCard) {
        await keepCardFromCheckout(ctx, tx, { booking, gateway, card: checkout.savedCard });
      }
      return 'confirmed';
    }
    return refundUnwanted(ctx, tx, booking, p, received, bill?.status === 'paid', bill?.quote);
  }
  if (booking.status === 'awaiting_payment') {
    const { row: paid } = await transition(ctx, tx, paymentLifecycle, {
      id: p.id,
      action: 'pay',
      actor: gatewaySays,
      patch: received,
    });
    const actor = { role: 'payment' as const, userId: null };
    // The booking's `pay`, through its binding (bookings' effects post this payment to the ledger).
    const input = { payment: paid, money: { refund: null, hostKept: null } };
    await fire(ctx, tx, bookingProcess, { id: booking.id, action: 'pay', actor, input });
    // The security deposit paid beside the price (issue 33): held apart, never the host's.
    await holdDeposit(ctx, tx, booking, paid);
    return 'confirmed';
  }
  return refundUnwanted(ctx, tx, booking, p, received, paidStatuses.includes(booking.status));
}

/**
 * A payment that must not stand — the booking (or the tenancy's bill) is paid already, or can no
 * longer be paid (expired, cancelled, void) — recorded and refunded in full, the client told.
 */
async function refundUnwanted(
  ctx: AppContext,
  tx: Executor,
  booking: PaidBooking,
  p: PaymentRow,
  received: PaymentPatch,
  duplicate: boolean,
  quote?: BillQuote,
): Promise<SettleResult> {
  const { row: refunded } = await transition(ctx, tx, paymentLifecycle, {
    id: p.id,
    action: 'refund_unwanted',
    actor: gatewaySays,
    patch: received,
  });
  const reason = duplicate ? 'duplicate_payment' : 'late_payment';
  const refund = await refundWhole(ctx, tx, booking, refunded, reason, quote);
  await notifyPaymentRefunded(ctx, tx, booking, refund.amount, reason);
  return duplicate ? 'refunded_duplicate' : 'refunded_late';
}
