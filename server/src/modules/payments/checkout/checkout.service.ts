import {
  AppError,
  bookingMessages,
  billNotFound,
  bookingNotFound,
  ErrorCode,
  kindTransitionRefused,
  tenancyMessages,
  formatPesos,
  methodsForAmount,
  paths,
  paymentMessages,
  paymentMethods,
  paymentRange,
  sumCentavos,
  type Checkout,
  type CheckoutRequest,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import { authorize } from '../../../http/access';
import type { Executor } from '../../../db/client';
import { newId } from '../../../lib/ids';
import type { AuthUser } from '../../users/user.mapper';
import { paidBookings as bookings, type PaidBooking } from '../bookings-paid.repository';
import { GatewayError, type PaymentGateway } from '../../gateways/gateway.types';
import { checkoutGateway, gatewayNamed } from '../../gateways/gateways.service';
import { closeBillCheckout, queueCloseAtGateway } from '../refunds/payment-effects.service';
import { customerAt, savesCards } from '../autopay/autopay.service';
import { paymentsRepository as repo, type PaymentRow } from '../payments.repository';
import { create } from '../../../process/engine';
import { paymentLifecycle } from '../payment-lifecycle';

const m = paymentMessages;

/** A booking is paid for while it awaits payment and before its deadline; else why not. */
function assertPayable(b: Pick<PaidBooking, 'kind' | 'status' | 'dueAt' | 'acceptedAt' | 'mode'>, now: Date) {
  const lapsed = b.status === 'expired' && (b.acceptedAt !== null || b.mode === 'instant');
  const overdue = b.status === 'awaiting_payment' && (!b.dueAt || new Date(b.dueAt) <= now);
  if (lapsed || overdue) throw new AppError(ErrorCode.paymentExpired, m.expired);
  if (b.status !== 'awaiting_payment') throw kindTransitionRefused(b.kind, 'pay', b.status);
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
export async function openCheckout(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  request: CheckoutRequest = null,
): Promise<Checkout> {
  const seen = await payersBooking(ctx, user, bookingId);
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
    // A tenancy's first payment is its bill 0, opened when it was accepted (or booked instantly).
    const bill = b.kind === 'tenancy' ? await bookings.billNumbered(tx, bookingId, 0) : undefined;
    const billId = bill?.id ?? null;
    const saveCard = keepsCard(b, chosen, request);
    const open = await reusable(ctx, tx, bookingId, billId, saveCard);
    if (open) return open;
    // The first payment brings the security deposit beside the price (issue 33): no part of the price or of bill 0.
    const amount = sumCentavos(b.total, b.deposit);
    methodsFor(amount);
    const values = { bookingId, billId, gateway: chosen.name, amount, expiresAt: b.dueAt!, saveCard };
    return newPayment(ctx, tx, user, values);
  });
  return atGateway(ctx, chosen, payment, seen, user);
}

/** The checkout asks the gateway to keep the card: asked for, on a tenancy, by a gateway that can (decision 0085). */
const keepsCard = (b: PaidBooking, gateway: PaymentGateway, request: CheckoutRequest) =>
  !!request?.saveCard && b.kind === 'tenancy' && savesCards(gateway);

/**
 * The open payment of a booking or bill that answers this ask: the same checkout, unless it was
 * opened with the other answer to "Save this card" (closed then, and a new one made). While the
 * bill's saved card is being charged there is no checkout to give.
 */
async function reusable(ctx: AppContext, tx: Executor, bookingId: string, billId: string | null, saveCard: boolean) {
  const open = await repo.lockOpen(tx, bookingId, billId);
  if (!open) return null;
  if (open.savedCardId) throw new AppError(ErrorCode.autopayCharging, tenancyMessages.autopay.charging);
  if (open.saveCard === saveCard || !billId) return open;
  await closeBillCheckout(ctx, tx, billId);
  return null;
}

/** The booking a checkout pays, for its client only (anyone else: not found, or 403 for its host and staff). */
async function payersBooking(ctx: AppContext, user: AuthUser, bookingId: string) {
  const seen = await bookings.find(ctx.db, bookingId);
  if (!seen) throw bookingNotFound();
  authorize(user, 'payment', 'checkout', seen, {
    not_found: bookingNotFound,
    forbidden: () => new AppError(ErrorCode.forbidden, m.clientPays),
  });
  return seen;
}

/** How long a later bill's checkout stays open (a gateway's checkout lives a day at most). */
const BILL_CHECKOUT_MS = 24 * 3_600_000;

/**
 * POST /api/bookings/:id/bills/:billId/checkout (issue 32): an open or overdue bill of a running
 * tenancy, for its client; bill 0 is the booking's own checkout (above). One open checkout per
 * bill: asking again answers the same one; it lives a day (or until the bill is repriced or void).
 */
export async function openBillCheckout(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  billId: string,
  request: CheckoutRequest = null,
): Promise<Checkout> {
  const seen = await payersBooking(ctx, user, bookingId);
  const first = await bookings.billNumbered(ctx.db, bookingId, 0);
  if (first?.id === billId) return openCheckout(ctx, user, bookingId, request);
  const chosen = await checkoutGateway(ctx);
  const payment = await ctx.db.transaction().execute(async (tx) => {
    const b = await bookings.lock(tx, bookingId);
    const bill = await bookings.lockBill(tx, billId);
    if (!b || !bill || bill.bookingId !== bookingId) throw billNotFound();
    if (bill.status !== 'open' && bill.status !== 'overdue') {
      throw new AppError(ErrorCode.invalidTransition, tenancyMessages.bills.notPayable);
    }
    const saveCard = keepsCard(b, chosen, request);
    const open = await reusable(ctx, tx, bookingId, billId, saveCard);
    if (open) return open;
    methodsFor(bill.amount);
    const expiresAt = new Date(ctx.clock.now().getTime() + BILL_CHECKOUT_MS);
    const values = { bookingId, billId, gateway: chosen.name, amount: bill.amount, expiresAt, saveCard };
    return newPayment(ctx, tx, user, values);
  });
  return atGateway(ctx, chosen, payment, seen, user);
}

/** The payment row of a checkout, written before the gateway is asked (its idempotency key with it). */
async function newPayment(
  ctx: AppContext,
  tx: Executor,
  user: AuthUser,
  v: Pick<PaymentRow, 'bookingId' | 'billId' | 'gateway' | 'amount'> & { expiresAt: Date | string; saveCard?: boolean },
) {
  const id = newId();
  const now = ctx.clock.now();
  const values = { id, ...v, idempotencyKey: `checkout-${id}`, createdAt: now, updatedAt: now };
  return (await create(ctx, tx, paymentLifecycle, { values, actor: { role: 'client', userId: user.id } })).row;
}

/**
 * The gateway's checkout of `payment`, asked after the payment row's commit (never inside a
 * transaction): a lost answer is retried with the same key and never makes a second checkout.
 */
async function atGateway(
  ctx: AppContext,
  chosen: PaymentGateway,
  payment: PaymentRow,
  seen: PaidBooking,
  user: AuthUser,
): Promise<Checkout> {
  const bookingId = payment.bookingId;
  const gateway = payment.gateway === chosen.name ? chosen : gatewayOrUnavailable(ctx, payment.gateway);
  if (payment.checkoutUrl) return answer(payment, gateway);

  const back = (result: 'paid' | 'failed') =>
    `${ctx.env.publicUrl}${paths.client.booking.getHref(bookingId, { payment: result })}`;
  const saveCard = payment.saveCard
    ? { customerRef: await customerAt(ctx.db, seen.clientId, gateway.name), email: user.email }
    : null;
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
      saveCard,
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
    if (!payment.billId || seen.kind !== 'tenancy') {
      assertPayable((await bookings.find(ctx.db, bookingId)) ?? seen, ctx.clock.now());
    }
    throw unavailable();
  }
  return answer(saved, gateway);
}
