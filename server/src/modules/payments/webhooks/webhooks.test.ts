import { beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '@espasyo/domain';
import { createApp } from '../../../app';
import { clockOf } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { runDueTimers } from '../../bookings/timers/booking-timers.service';
import { sandboxGatewayOf, sandboxWebhookSecret } from '../../gateways/sandbox.gateway';
import { signatureHeader } from '../../gateways/webhook-signature';
import {
  bookingToPay,
  instantListing,
  ledgerOf,
  loseWebhooks,
  openCheckout,
  paymentsOf,
  postWebhook,
  refundsOf,
  sandboxEvent,
  statusOf,
  submitSandbox,
  kindsOf,
} from '../payments.fixtures';

/**
 * POST /api/webhooks/payments/sandbox (issue 19): verified on the raw body within ±300 s, each
 * event processed once, and money that must not stand sent back.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
let listing = '';
let day = 10;

beforeAll(async () => {
  listing = await instantListing(t, host.user.id);
});

const newBooking = () => bookingToPay(t, client, listing, day++);
const count = async (table: 'webhookEvents' | 'ledgerEntries' | 'bookingEvents' | 'refunds' | 'payments') =>
  Number(
    (
      await t.db
        .selectFrom(table === 'bookingEvents' ? 'processEvents' : table)
        .where((eb) => (table === 'bookingEvents' ? eb('process', '=', 'booking') : eb.lit(true)))
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      (['webhookEvents', 'ledgerEntries', 'bookingEvents', 'refunds', 'payments'] as const).map(
        async (k) => [k, await count(k)] as const,
      ),
    ),
  );
const paidEvent = (url: string, change = {}) =>
  sandboxEvent(t, url, {
    status: 'paid',
    method: 'gcash',
    paymentReference: 'sbx_pay_test',
    fee: 750,
    paidAt: t.clock.now(),
    ...change,
  });

describe('webhook verification', () => {
  it('a replayed event answers 200 and changes nothing', async () => {
    const id = await newBooking();
    const c = await openCheckout(t, client, id);
    await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise', method: 'gcash' });
    expect(await statusOf(t, id)).toBe('confirmed');
    const recorded = await t.db
      .selectFrom('webhookEvents')
      .selectAll()
      .where('type', '=', 'checkout.paid')
      .orderBy('receivedAt', 'desc')
      .executeTakeFirstOrThrow();
    const before = await counts();
    const replay = await postWebhook(t, recorded.payload as object);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await counts()).toEqual(before);
  });

  it('a bad signature or a tampered body answers 400 and records nothing', async () => {
    const id = await newBooking();
    const c = await openCheckout(t, client, id);
    const event = await paidEvent(c.checkoutUrl);
    const before = await counts();
    const wrongKey = await postWebhook(t, event, { secret: 'whsec_not_ours' });
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json().error).toMatchObject({
      code: 'webhook_rejected',
      message: paymentMessages.webhookSignature,
    });
    const signed = JSON.stringify(event);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/payments/sandbox',
      headers: {
        'content-type': 'application/json',
        // A valid signature of the honest body, sent with a body whose amount was changed.
        'sandbox-signature': signatureHeader(sandboxWebhookSecret(t.ctx.env), Math.floor(Date.now() / 1000), signed),
      },
      payload: signed.replace('"amount":10000', '"amount":1'),
    });
    expect(tampered.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/payments/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: signed,
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    expect(await statusOf(t, id)).toBe('awaiting_payment');
  });

  it('a timestamp more than 300 s old or ahead answers 400; within the window it is taken', async () => {
    const id = await newBooking();
    const c = await openCheckout(t, client, id);
    const event = await paidEvent(c.checkoutUrl);
    const now = t.clock.now().getTime();
    const before = await counts();
    for (const offset of [-301_000, 301_000, -3_600_000]) {
      const res = await postWebhook(t, event, { at: new Date(now + offset) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'webhook_rejected', message: paymentMessages.webhookStale });
    }
    expect(await counts()).toEqual(before);
    const inWindow = await postWebhook(t, event, { at: new Date(now - 290_000) });
    expect(inWindow.statusCode, inWindow.body).toBe(200);
    expect(await statusOf(t, id)).toBe('confirmed');
  });
});

describe('payments that must not stand', () => {
  it('paying twice: the second payment is refunded in full and recorded; the books balance', async () => {
    const id = await newBooking();
    const first = await openCheckout(t, client, id);
    // The first checkout was closed here but our call to close it at the gateway was lost.
    await t.db.updateTable('payments').set({ status: 'expired' }).where('id', '=', first.paymentId).execute();
    const second = await openCheckout(t, client, id);
    expect(second.checkoutUrl).not.toBe(first.checkoutUrl);
    await submitSandbox(t, second.checkoutUrl, { outcome: 'authorise', method: 'card' });
    expect(await statusOf(t, id)).toBe('confirmed');
    await submitSandbox(t, first.checkoutUrl, { outcome: 'authorise', method: 'gcash' });
    expect(await statusOf(t, id)).toBe('confirmed');

    const [p1, p2] = await paymentsOf(t, id);
    expect(p1).toMatchObject({ id: first.paymentId, status: 'refunded', method: 'gcash', gatewayStatus: 'paid' });
    expect(p2).toMatchObject({ id: second.paymentId, status: 'paid' });
    expect(await refundsOf(t, id)).toMatchObject([
      { paymentId: first.paymentId, amount: 10000, reason: 'duplicate_payment', status: 'succeeded' },
    ]);
    const atGateway = await t.db.selectFrom('sandboxRefunds').selectAll().execute();
    expect(atGateway.filter((r) => r.amount === 10000 && r.reason === 'duplicate_payment')).toHaveLength(1);
    const ledger = await ledgerOf(t, id);
    expect(kindsOf(ledger)).toEqual(['gateway_fee:0', 'gateway_fee:0', 'payment:0', 'payment:0', 'refund:0']);
    // Less the gateway's fees on both payments (GCash 2.5%, the card 3.5% + ₱15), kept refund or not.
    expect(ledger.balances).toMatchObject({
      gateway_clearing: 10000 - 2100,
      gateway_fees: 2100,
      host_pending: -9100,
      platform_fees: -900,
    });
  });

  it('a payment after the booking expired is refunded automatically, when its webhook finally comes', async () => {
    const id = await newBooking();
    const c = await openCheckout(t, client, id);
    loseWebhooks(t, true);
    try {
      const res = await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise', method: 'bank_transfer' });
      expect(res.headers.location).toBe(`/client/bookings/${id}?payment=paid`);
      expect(await statusOf(t, id)).toBe('awaiting_payment'); // nothing arrived
      clockOf(t).advance(31 * 60_000);
      expect((await runDueTimers(t.ctx)).expire_payment).toBeGreaterThanOrEqual(1);
      await t.ctx.outbox.idle(); // the checkout is closed at the gateway by the outbox
      expect(await statusOf(t, id)).toBe('expired');
      // The expiry closed the checkout here; the gateway answered that it was paid already.
      expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'expired', gatewayStatus: 'paid' });
    } finally {
      loseWebhooks(t, false);
    }
    clockOf(t).advance(5 * 60_000);
    expect(await sandboxGatewayOf(t.ctx).deliverPending()).toMatchObject({ failed: 0 });
    expect(await statusOf(t, id)).toBe('expired');
    expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'refunded', method: 'bank_transfer' });
    expect(await refundsOf(t, id)).toMatchObject([{ amount: 10000, reason: 'late_payment', status: 'succeeded' }]);
    const ledger = await ledgerOf(t, id);
    expect(kindsOf(ledger)).toEqual(['gateway_fee:0', 'payment:0', 'refund:0']);
    // Everything back at zero but the bank transfer's fee, which the gateway kept.
    const fee = ledger.balances.gateway_fees;
    expect(ledger.balances).toMatchObject({ gateway_clearing: -fee });
    expect(Object.entries(ledger.balances).every(([a, v]) => v === 0 || a.startsWith('gateway_'))).toBe(true);
  });

  it('answers once the event is recorded; the outbox processes it after', async () => {
    // A server whose replies do not wait for the outbox, as in production; this file's own
    // worker stops following commits meanwhile.
    await t.ctx.outbox.stop();
    const { app, ctx } = await createApp({ db: t.db, env: t.ctx.env, clock: t.clock, deliverBeforeReply: false });
    try {
      await app.ready();
      const id = await newBooking();
      const c = await openCheckout(t, client, id);
      const event = await paidEvent(c.checkoutUrl);
      const answer = await postWebhook({ ...t, app }, event);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ received: true, duplicate: false });
      expect(await statusOf(t, id)).toBe('awaiting_payment');
      const task = () =>
        t.db
          .selectFrom('outboxTasks')
          .select(['kind', 'status', 'summary'])
          .where('summary', '=', `sandbox event ${event.id}`)
          .executeTakeFirstOrThrow();
      expect(await task()).toEqual({
        kind: 'payment.webhook',
        status: 'pending',
        summary: `sandbox event ${event.id}`,
      });
      await ctx.outbox.deliverDue();
      expect(await statusOf(t, id)).toBe('confirmed');
      expect((await task()).status).toBe('delivered');
    } finally {
      await app.close();
      t.ctx.outbox.followCommits();
    }
  });

  it('the same event twenty times at once is processed once', async () => {
    const id = await newBooking();
    const c = await openCheckout(t, client, id);
    const event = await paidEvent(c.checkoutUrl);
    const results = await Promise.all(Array.from({ length: 20 }, () => postWebhook(t, event)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(results.filter((r) => !r.json().duplicate)).toHaveLength(1);
    expect(await statusOf(t, id)).toBe('confirmed');
    expect(await t.db.selectFrom('webhookEvents').select('id').where('eventId', '=', event.id).execute()).toHaveLength(
      1,
    );
    const pays = await t.db
      .selectFrom('processEvents')
      .select('id')
      .where('process', '=', 'booking')
      .where('recordId', '=', id)
      .where('action', '=', 'pay')
      .execute();
    expect(pays).toHaveLength(1);
    expect((await ledgerOf(t, id)).transactions).toHaveLength(2); // the payment and the gateway's fee
  });
});
