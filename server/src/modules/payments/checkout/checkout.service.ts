import {
  AppError,
  bookingMessages,
  bookingNotFound,
  transitionRefused,
  ErrorCode,
  formatPesos,
  methodsForAmount,
  paths,
  paymentMessages,
  paymentMethods,
  paymentRange,
  type Checkout,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import { authorize } from '../../../http/access';
import { newId } from '../../../lib/ids';
import type { AuthUser } from '../../users/user.mapper';
import { paidBookings as bookings, type PaidBooking } from '../bookings-paid.repository';
import { GatewayError, type PaymentGateway } from '../../gateways/gateway.types';
import { checkoutGateway, gatewayNamed } from '../../gateways/gateways.service';
import { queueCloseAtGateway } from '../refunds/payment-effects.service';
import { paymentsRepository as repo, type PaymentRow } from '../payments.repository';
import { create } from '../../../process/engine';
import { paymentLifecycle } from '../payment-lifecycle';

const m = paymentMessages;

/** A booking is paid for while it awaits payment and before its deadline; else why not. */
function assertPayable(b: Pick<PaidBooking, 'status' | 'dueAt' | 'acceptedAt' | 'mode'>, now: Date) {
  const lapsed = b.status === 'expired' && (b.acceptedAt !== null || b.mode === 'instant');
  const overdue = b.status === 'awaiting_payment' && (!b.dueAt || new Date(b.dueAt) <= now);
  if (lapsed || overdue) throw new AppError(ErrorCode.paymentExpired, m.expired);
  if (b.status !== 'awaiting_payment') throw transitionRefused('pay', b.status);
}

const answer = (p: PaymentRow, gateway: PaymentGateway): Checkout => ({
  paymentId: p.id,
  checkoutUrl: p.checkoutUrl!,
  expiresAt: new Date(p.expiresAt).toISOString(),
  testMode: gateway.testMode,
});

/** The methods that take `amount` in one payment (each has its gateway's limits); refused when none does. */
function methodsFor(amount: number) {
  const methods = methodsForAmount(amount, paymentMethods);
  if (methods.length) return methods;
  const { min, max } = paymentRange(paymentMethods);
  throw new AppError(
    ErrorCode.noPaymentMethod,
    m.noMethodFits(formatPesos(amount), formatPesos(min), formatPesos(max)),
  );
}

const unavailable = () => new AppError(ErrorCode.paymentGatewayUnavailable, m.gatewayUnavailable);

function gatewayOrUnavailable(ctx: AppContext, name: PaymentRow['gateway']) {
  try {
    return gatewayNamed(ctx, name);
  } catch {
    throw unavailable();
  }
}

/**
 * POST /api/bookings/:id/checkout: the booking's open checkout at the gateway, for its client,
 * while it awaits payment, its agreement signed, and no payment of it is under review (decision
 * 0061). One open checkout per booking: asking again
 * answers the same one. The payment row is written first, under the booking's lock, with the
 * idempotency key the gateway is asked with; the gateway is called after that commit (never
 * inside a transaction), so a lost answer is retried with the same key and never makes a second
 * checkout, and a failed call leaves the row to retry on the next ask.
 */
export async function openCheckout(ctx: AppContext, user: AuthUser, bookingId: string): Promise<Checkout> {
  const seen = await bookings.find(ctx.db, bookingId);
  if (!seen) throw bookingNotFound();
  authorize(user, 'payment', 'checkout', seen, {
    not_found: bookingNotFound,
    forbidden: () => new AppError(ErrorCode.forbidden, m.clientPays),
  });
  assertPayable(seen, ctx.clock.now());
  if (!(await bookings.agreementSigned(ctx.db, bookingId))) {
    throw new AppError(ErrorCode.agreementNotSigned, bookingMessages.agreement.signFirst);
  }
  const chosen = await checkoutGateway(ctx);

  const payment = await ctx.db.transaction().execute(async (tx) => {
    const b = await bookings.lock(tx, bookingId);
    if (!b) throw bookingNotFound();
    const now = ctx.clock.now();
    assertPayable(b, now);
    // The gateway took an amount other than asked: no second payment while that one is under review.
    if (await repo.hasUnderReview(tx, bookingId)) {
      throw new AppError(ErrorCode.paymentUnderReview, m.underReview.checkout);
    }
    const open = await repo.lockOpen(tx, bookingId);
    if (open) return open;
    methodsFor(b.total);
    const id = newId();
    const values = {
      id,
      bookingId,
      gateway: chosen.name,
      amount: b.total,
      idempotencyKey: `checkout-${id}`,
      expiresAt: b.dueAt!,
      createdAt: now,
      updatedAt: now,
    };
    return (await create(ctx, tx, paymentLifecycle, { values, actor: { role: 'client', userId: user.id } })).row;
  });
  const gateway = payment.gateway === chosen.name ? chosen : gatewayOrUnavailable(ctx, payment.gateway);
  if (payment.checkoutUrl) return answer(payment, gateway);

  const back = (result: 'paid' | 'failed') =>
    `${ctx.env.publicUrl}${paths.client.booking.getHref(bookingId, { payment: result })}`;
  let checkout;
  try {
    checkout = await gateway.createCheckout({
      amount: payment.amount,
      currency: 'PHP',
      description: seen.listingTitle,
      reference: payment.id,
      metadata: { bookingId, paymentId: payment.id },
      methods: methodsFor(payment.amount),
      successUrl: back('paid'),
      cancelUrl: back('failed'),
      expiresAt: new Date(payment.expiresAt),
      idempotencyKey: payment.idempotencyKey,
    });
  } catch (err) {
    if (err instanceof GatewayError) throw unavailable();
    throw err;
  }
  const saved = await repo.setCheckout(ctx.db, payment.id, {
    checkoutId: checkout.id,
    checkoutUrl: checkout.url,
    gatewayStatus: checkout.status,
    updatedAt: ctx.clock.now(),
  });
  if (!saved) {
    // Closed while the gateway answered (the booking was cancelled or expired): noted on the row,
    // with the task that closes it there too (the outbox; reconciliation if that gives up).
    await ctx.db.transaction().execute(async (tx) => {
      await repo.update(tx, payment.id, {
        checkoutId: checkout.id,
        checkoutUrl: checkout.url,
        gatewayStatus: checkout.status,
      });
      await queueCloseAtGateway(ctx, tx, payment.id);
    });
    assertPayable((await bookings.find(ctx.db, bookingId)) ?? seen, ctx.clock.now());
    throw unavailable();
  }
  return answer(saved, gateway);
}
