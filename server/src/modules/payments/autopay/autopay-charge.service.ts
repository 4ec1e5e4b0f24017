import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { newId } from '../../../lib/ids';
import { create, transition } from '../../../process/engine';
import { GatewayError, type GatewayCheckout, type SavedCardCharge } from '../../gateways/gateway.types';
import { gatewayNamed } from '../../gateways/gateways.service';
import { paidBookings as bookings } from '../bookings-paid.repository';
import { paymentLifecycle } from '../payment-lifecycle';
import { paymentsRepository as repo, type PaymentRow } from '../payments.repository';
import { closeBillCheckout } from '../refunds/payment-effects.service';
import { settleCheckout } from '../webhooks/settle.service';
import { autopayRepository as cards } from './autopay.repository';

/**
 * How the saved card's charge of a bill went: paid (the bill is paid through the settle path),
 * the issuer wants the card holder (3-D Secure), declined, not known (no answer: the payment stays
 * open and the next charge asks again with its idempotency key), or nothing to charge (the bill
 * was paid or voided meanwhile, or autopay turned off).
 */
export type AutopayResult = SavedCardCharge['status'] | 'error' | 'skipped';

/** How long an off-session charge's payment may wait for its answer (it is asked again the next day). */
const CHARGE_WINDOW_MS = 24 * 3_600_000;

const system = { role: 'system' as const, userId: null };
const gatewaySays = { role: 'gateway' as const, userId: null };

/**
 * The payment a bill's saved card is charged through, under the booking's and the bill's locks:
 * an off-session one left open by a charge whose answer was lost (charged again with the same
 * idempotency key, so never twice), else a new one; an open checkout of the bill is closed first
 * (paid there meanwhile, the charge's payment is refunded as a second payment). Null when there is
 * nothing to charge.
 */
async function paymentToCharge(ctx: AppContext, tx: Executor, bookingId: string, billId: string) {
  const b = await bookings.lock(tx, bookingId);
  const bill = await bookings.lockBill(tx, billId);
  if (!b || !bill || bill.bookingId !== bookingId || (bill.status !== 'open' && bill.status !== 'overdue')) return null;
  const card = await cards.cardOf(tx, bookingId);
  if (!card) return null;
  const open = await repo.lockOpen(tx, bookingId, billId);
  if (open?.savedCardId === card.id && open.amount === bill.amount)
    return { payment: open, card, title: b.listingTitle };
  if (open) await closeBillCheckout(ctx, tx, billId);
  const id = newId();
  const now = ctx.clock.now();
  const values = {
    id,
    bookingId,
    billId,
    gateway: card.gateway,
    amount: bill.amount,
    expiresAt: new Date(now.getTime() + CHARGE_WINDOW_MS),
    idempotencyKey: `autopay-${id}`,
    savedCardId: card.id,
    createdAt: now,
    updatedAt: now,
  };
  const { row } = await create(ctx, tx, paymentLifecycle, { values, actor: system });
  return { payment: row, card, title: b.listingTitle };
}

/** A paid charge as the gateway's word about a checkout, for the one settle path (settle.service.ts). */
const asCheckout = (p: PaymentRow, c: SavedCardCharge, at: Date): GatewayCheckout => ({
  id: c.id ?? p.id,
  url: '',
  status: 'paid',
  amount: c.amount,
  currency: c.currency,
  reference: p.id,
  metadata: { bookingId: p.bookingId, paymentId: p.id },
  expiresAt: new Date(p.expiresAt),
  method: 'card',
  paymentReference: c.id,
  fee: c.fee,
  paidAt: c.paidAt ?? at,
});

/**
 * Charges a tenancy's saved card for its open or overdue bill (the billing job, once it has claimed
 * the bill's charge for the day; decision 0085). The payment row is written first, then the gateway
 * is asked outside any transaction with the payment's idempotency key. Paid: settled as a webhook
 * settles a checkout (the payment's `pay`, the bill's `pay`, its ledger lines). Wanting the holder or
 * declined: the payment fails and the bill stays as it was, paid through its checkout. `record` runs
 * in the transaction that applies the outcome (the billing job notes it on the bill and tells the client).
 */
export async function chargeBillWithSavedCard(
  ctx: AppContext,
  v: { bookingId: string; billId: string },
  record: (tx: Executor, result: AutopayResult) => Promise<void>,
): Promise<AutopayResult> {
  const ready = await ctx.db.transaction().execute(async (tx) => {
    const found = await paymentToCharge(ctx, tx, v.bookingId, v.billId);
    if (!found) await record(tx, 'skipped');
    return found;
  });
  if (!ready) return 'skipped';
  const { payment, card } = ready;
  let charge: SavedCardCharge;
  try {
    const gateway = gatewayNamed(ctx, payment.gateway);
    if (!gateway.chargeSavedCard) throw new GatewayError(`The ${gateway.name} gateway keeps no cards`);
    charge = await gateway.chargeSavedCard({
      amount: payment.amount,
      currency: 'PHP',
      description: ready.title,
      reference: payment.id,
      metadata: { bookingId: payment.bookingId, paymentId: payment.id, billId: v.billId },
      card: { customerRef: card.customerRef, methodRef: card.methodRef },
      idempotencyKey: payment.idempotencyKey,
    });
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    await ctx.db.transaction().execute((tx) => record(tx, 'error'));
    return 'error';
  }
  return ctx.db.transaction().execute(async (tx) => {
    if (charge.status === 'paid') {
      await settleCheckout(ctx, tx, payment.gateway, asCheckout(payment, charge, ctx.clock.now()));
    } else {
      const p = await repo.lock(tx, payment.id);
      if (p?.status === 'open') {
        const patch = { gatewayStatus: 'failed' as const, gatewayReference: charge.id, updatedAt: ctx.clock.now() };
        await transition(ctx, tx, paymentLifecycle, { id: p.id, action: 'fail', actor: gatewaySays, patch });
      }
    }
    await record(tx, charge.status);
    return charge.status;
  });
}
