import { beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { paymentMessages } from '@espasyo/domain';
import { down, up } from '../../../db/migrations/0032_payments_under_review';
import { clockOf, outboxFor } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { as } from '../../listings/core/listings.fixtures';
import { runDueTimers } from '../../bookings/timers/booking-timers.service';
import type { GatewayCheckout } from '../../gateways/gateway.types';
import {
  bookingToPay,
  instantListing,
  kindsOf,
  ledgerOf,
  loseWebhooks,
  openCheckout,
  paymentsOf,
  postWebhook,
  refundsOf,
  sandboxEvent,
  statusOf,
  submitSandbox,
} from '../payments.fixtures';
import { reconcilePayments } from '../reconciliation/reconcile.service';

/**
 * A payment the gateway reports taking in another amount or currency than asked (issue 29,
 * decision 0061): under review, never "paid"; no second checkout while it is; and all of it back
 * through the gateway that took it when the booking can no longer be paid, with the ledger's
 * entries balanced. The sandbox takes ₱100 on its hosted page, its own webhook is lost, and then
 * it signs an event that reports another amount or currency.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
let listing = '';
let day = 10;

beforeAll(async () => {
  listing = await instantListing(t, host.user.id); // ₱100 a day
});

const checkoutIdOf = (url: string) => url.split('/').pop()!;

/** Paid ₱100 at the sandbox's page with GCash, its webhook lost: the booking still awaits payment. */
async function paidAtSandbox() {
  const id = await bookingToPay(t, client, listing, day++);
  const c = await openCheckout(t, client, id);
  loseWebhooks(t, true);
  try {
    const res = await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise', method: 'gcash' });
    expect(res.statusCode, res.body).toBe(303);
  } finally {
    loseWebhooks(t, false);
  }
  return { id, c };
}

/** The sandbox signs an event saying it took `change` (another amount or currency) of that checkout. */
async function reportedAs(checkoutUrl: string, change: Partial<GatewayCheckout>) {
  const res = await postWebhook(t, await sandboxEvent(t, checkoutUrl, change));
  expect(res.statusCode, res.body).toBe(200);
  await t.ctx.outbox.idle();
}

const get = async (cookie: string, url: string) => {
  const res = await as(t, cookie).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('a payment of another amount or currency', () => {
  it('is under review wherever it is shown, refuses a second checkout, and goes back in full through its gateway when the booking expires', async () => {
    const { id, c } = await paidAtSandbox();
    await reportedAs(c.checkoutUrl, { amount: 9900 });
    expect(await statusOf(t, id)).toBe('awaiting_payment');
    const [p] = await paymentsOf(t, id);
    expect(p).toMatchObject({ status: 'under_review', receivedAmount: 9900, method: 'gcash' });
    expect(p.flag).toMatch(/^Amount mismatch: asked ₱100.00 PHP, the gateway reports 9900 centavos PHP/);
    const audit = await t.db.selectFrom('auditLog').selectAll().where('targetId', '=', id).execute();
    expect(audit).toMatchObject([{ action: 'payment.flagged', actorId: null, targetType: 'booking' }]);

    // Never "paid": the booking's payments and the client's list say under review, with no receipt.
    expect((await get(client.cookie, `/api/bookings/${id}/payments`)).items).toMatchObject([
      { id: p.id, status: 'under_review', paidAt: expect.any(String) },
    ]);
    expect((await get(host.cookie, `/api/bookings/${id}/payments`)).items[0].status).toBe('under_review');
    const mine = (await get(client.cookie, '/api/me/payments')).items.find((i: { id: string }) => i.id === p.id);
    expect(mine).toMatchObject({ kind: 'payment', status: 'under_review', receipt: false });

    // No second payment: the booking does not offer it, and a checkout is refused with its own code.
    const booking = await get(client.cookie, `/api/bookings/${id}`);
    expect(booking).toMatchObject({ status: 'awaiting_payment', paymentUnderReview: true });
    expect(booking.actions).not.toContain('pay');
    const again = await as(t, client.cookie).post(`/api/bookings/${id}/checkout`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'payment_under_review', message: paymentMessages.underReview.checkout });
    expect(await paymentsOf(t, id)).toHaveLength(1);

    // The money is in the books, held for the payer: nobody's earnings or fee.
    let ledger = await ledgerOf(t, id);
    expect(kindsOf(ledger)).toEqual(['gateway_fee:0', 'payment:0']);
    expect(ledger.balances).toMatchObject({ payments_under_review: -9900, gateway_clearing: 9900 - p.gatewayFee! });
    expect(Object.keys(ledger.balances).some((a) => a.startsWith('host_') || a === 'platform_fees')).toBe(false);

    // The time to pay runs out: the booking expires and all of it goes back, through the sandbox.
    clockOf(t).advance(31 * 60_000);
    expect((await runDueTimers(t.ctx)).expire_payment).toBeGreaterThanOrEqual(1);
    await t.ctx.outbox.idle();
    expect(await statusOf(t, id)).toBe('expired');
    expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'refunded' });
    const [refund] = await refundsOf(t, id);
    expect(refund).toMatchObject({ paymentId: p.id, amount: 9900, reason: 'unconfirmed_payment', status: 'succeeded' });
    const atGateway = await t.db
      .selectFrom('sandboxRefunds')
      .selectAll()
      .where('idempotencyKey', '=', refund.idempotencyKey)
      .execute();
    expect(atGateway).toMatchObject([{ checkoutId: checkoutIdOf(c.checkoutUrl), amount: 9900 }]);
    ledger = await ledgerOf(t, id);
    expect(kindsOf(ledger)).toEqual(['gateway_fee:0', 'payment:0', 'refund:0']);
    // All back at zero but the fee the gateway kept.
    expect(ledger.balances).toMatchObject({ payments_under_review: 0, gateway_clearing: -p.gatewayFee! });

    // The client is told, and sees the refund in their list.
    const mail = (await outboxFor(t, client.email)).find((x) => x.subject.startsWith('Your payment was refunded: '));
    expect(mail?.text).toContain('The payment of ₱99 we received for');
    const back = (await get(client.cookie, '/api/me/payments')).items.find((i: { id: string }) => i.id === refund.id);
    expect(back).toMatchObject({ kind: 'refund', reason: 'unconfirmed_payment', status: 'succeeded', receipt: false });
  });

  it('one that comes after its booking ended goes back at once', async () => {
    const { id, c } = await paidAtSandbox();
    clockOf(t).advance(31 * 60_000);
    await runDueTimers(t.ctx);
    await t.ctx.outbox.idle();
    expect(await statusOf(t, id)).toBe('expired');
    await reportedAs(c.checkoutUrl, { currency: 'USD' });
    const [p] = await paymentsOf(t, id);
    expect(p).toMatchObject({ status: 'refunded', receivedCurrency: 'USD' });
    expect(p.flag).toMatch(/10000 centavos USD$/);
    expect(await refundsOf(t, id)).toMatchObject([
      { amount: 10000, reason: 'unconfirmed_payment', status: 'succeeded' },
    ]);
    const event = await t.db
      .selectFrom('webhookEvents')
      .select('result')
      .where('type', '=', 'checkout.paid')
      .orderBy('receivedAt', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.result).toBe('refunded_under_review');
    expect(kindsOf(await ledgerOf(t, id))).toEqual(['gateway_fee:0', 'payment:0', 'refund:0']);
  });

  it('staff cannot refund it by hand; cancelling the booking sends it back at once', async () => {
    const { id, c } = await paidAtSandbox();
    await reportedAs(c.checkoutUrl, { amount: 9950 });
    const [p] = await paymentsOf(t, id);
    const byHand = await as(t, admin.cookie).post(`/api/admin/payments/${p.id}/refunds`, {
      amount: 9950,
      reason: 'Wrong amount',
    });
    expect(byHand.statusCode).toBe(409);
    expect(byHand.json().error).toMatchObject({
      code: 'payment_not_refundable',
      message: paymentMessages.underReview.staffRefund,
    });
    const cancelled = await as(t, client.cookie).post(`/api/bookings/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.ctx.outbox.idle();
    expect(await refundsOf(t, id)).toMatchObject([
      { amount: 9950, reason: 'unconfirmed_payment', status: 'succeeded' },
    ]);
    expect((await ledgerOf(t, id)).balances.payments_under_review).toBe(0);
  });
});

describe('payments flagged before under review existed (migration 0032)', () => {
  it('become under review with their money in the books; one whose booking ended goes back at the next reconciliation', async () => {
    const awaiting = await paidAtSandbox();
    const ended = await paidAtSandbox();
    await down(t.db as unknown as Kysely<unknown>);
    // As settling flagged them then: paid, with the flag and what the gateway reported, nothing in the ledger.
    for (const { id } of [awaiting, ended]) {
      await t.db
        .updateTable('payments')
        .set({ status: 'paid', flag: 'Amount mismatch', receivedAmount: 9900, gatewayFee: 248, paidAt: t.clock.now() })
        .where('bookingId', '=', id)
        .execute();
    }
    await t.db.updateTable('bookings').set({ status: 'expired' }).where('id', '=', ended.id).execute();
    await up(t.db as unknown as Kysely<unknown>);

    const [p] = await paymentsOf(t, awaiting.id);
    expect(p.status).toBe('under_review');
    const ledger = await ledgerOf(t, awaiting.id);
    expect(kindsOf(ledger)).toEqual(['gateway_fee:0', 'payment:0']);
    expect(ledger.balances).toMatchObject({ payments_under_review: -9900, gateway_clearing: 9900 - 248 });

    expect(await reconcilePayments(t.ctx)).toMatchObject({ under_review_refunded: 1 });
    await t.ctx.outbox.idle();
    expect(await refundsOf(t, ended.id)).toMatchObject([
      { amount: 9900, reason: 'unconfirmed_payment', status: 'succeeded' },
    ]);
    expect((await ledgerOf(t, ended.id)).balances.payments_under_review).toBe(0);
    expect(await refundsOf(t, awaiting.id)).toEqual([]);
  });
});
