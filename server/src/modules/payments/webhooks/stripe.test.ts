import { beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as } from '../../listings/core/listings.fixtures';
import { useFakeServer } from '../../gateways/fake-gateway.fixtures';
import {
  FakeStripe,
  STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET,
  stripeSignature,
} from '../../gateways/fake-stripe.fixtures';
import { bookingToPay, instantListing, openCheckout, paymentsOf, refundsOf, statusOf } from '../payments.fixtures';
import { receiveWebhook } from './webhooks.service';

/**
 * The Stripe adapter end to end (issue 20), through the official `stripe` package pointed at a
 * local server that answers as Stripe's API does and signs its webhooks as Stripe does; the app
 * takes them at POST /api/webhooks/stripe. Stripe is the settings' default gateway.
 */
const fake = useFakeServer(new FakeStripe());
const env: Record<string, string> = { STRIPE_SECRET_KEY: STRIPE_TEST_KEY, STRIPE_WEBHOOK_SECRET };
beforeAll(() => void (env.STRIPE_API_URL = fake.url));
const t = useTestApp({ env });
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
let listing = '';
let day = 10;

beforeAll(async () => {
  listing = await instantListing(t, host.user.id, { cancellationPolicy: 'flexible' });
});

const newBooking = () => bookingToPay(t, client, listing, day++);
const sessionOf = async (bookingId: string) => (await paymentsOf(t, bookingId))[0].checkoutId!;

function deliver(event: object, opts: { at?: Date; secret?: string; body?: string } = {}) {
  const body = opts.body ?? JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripeSignature(body, { at: opts.at ?? t.clock.now(), secret: opts.secret }),
    },
    payload: body,
  });
}

const rows = async () => ({
  events: (await t.db.selectFrom('webhookEvents').select('id').execute()).length,
  bookingEvents: (await t.db.selectFrom('processEvents').select('id').where('process', '=', 'booking').execute())
    .length,
  payments: (await t.db.selectFrom('payments').select(['id', 'status']).orderBy('id').execute()).map((p) => p.status),
});

describe('paying through Stripe', () => {
  it('opens a Checkout Session in PHP with the idempotency key; the signed webhook confirms the booking once, retries and a replay included', async () => {
    const id = await newBooking();
    const c = await openCheckout(t, client, id);
    const [payment] = await paymentsOf(t, id);
    expect(payment).toMatchObject({ gateway: 'stripe', status: 'open' });
    expect(c).toMatchObject({
      testMode: true,
      checkoutUrl: `https://checkout.stripe.test/c/pay/${payment.checkoutId}`,
    });

    const [req] = fake.requests('POST', /^\/v1\/checkout\/sessions$/);
    expect(req.headers['idempotency-key']).toBe(`checkout-${c.paymentId}`);
    const form = FakeStripe.form(req);
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: c.paymentId,
      'line_items[0][price_data][currency]': 'php',
      'line_items[0][price_data][unit_amount]': '10000',
      'line_items[0][quantity]': '1',
      'allowed_payment_method_types[0]': 'card',
      'metadata[bookingId]': id,
      'metadata[paymentId]': c.paymentId,
      success_url: `${t.ctx.env.publicUrl}/client/bookings/${id}?payment=paid`,
    });
    // The booking's deadline is 30 minutes away; Stripe takes 30 minutes at least.
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(Number(form.expires_at)).toBeGreaterThanOrEqual(now + 30 * 60);

    const event = fake.event('checkout.session.completed', fake.pay(payment.checkoutId!));
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await statusOf(t, id)).toBe('confirmed');
    const [paid] = await paymentsOf(t, id);
    expect(paid).toMatchObject({ status: 'paid', method: 'card', receivedAmount: 10000, receivedCurrency: 'PHP' });
    expect(paid.gatewayReference).toMatch(/^pi_/);
    // The fee is not in the event: it is read from the charge's balance transaction (3.5% + ₱15),
    // and posted to its own ledger account.
    expect(Number(paid.gatewayFee)).toBe(350 + 1500);
    const fees = await t.db
      .selectFrom('ledgerEntries')
      .select(['account', 'amount'])
      .where('paymentId', '=', paid.id)
      .where('kind', '=', 'gateway_fee')
      .execute();
    expect(fees.map((f) => [f.account, Number(f.amount)]).sort()).toEqual([
      ['gateway_clearing', -1850],
      ['gateway_fees', 1850],
    ]);

    const before = await rows();
    for (const at of [t.clock.now(), new Date(t.clock.now().getTime() + 120_000)]) {
      const again = await deliver(event, { at });
      expect(again.json()).toEqual({ received: true, duplicate: true });
    }
    expect(await rows()).toEqual(before);
  });

  it('a bad signature, a tampered body or a stale timestamp answers 400 and changes nothing', async () => {
    const id = await newBooking();
    await openCheckout(t, client, id);
    const event = fake.event('checkout.session.completed', fake.pay(await sessionOf(id)));
    const body = JSON.stringify(event);
    const before = await rows();
    const wrongKey = await deliver(event, { secret: 'whsec_not_ours' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, { at: t.clock.now() }) },
      payload: body.replace('"amount_total":10000', '"amount_total":1'),
    });
    for (const res of [wrongKey, tampered]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'webhook_rejected', message: paymentMessages.webhookSignature });
    }
    const now = t.clock.now().getTime();
    for (const offset of [-301_000, 301_000]) {
      const stale = await deliver(event, { at: new Date(now + offset) });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error).toMatchObject({ code: 'webhook_rejected', message: paymentMessages.webhookStale });
    }
    expect(await rows()).toEqual(before);
    expect(await statusOf(t, id)).toBe('awaiting_payment');
  });

  it('a live-mode event to our test key, or an event without an id, answers 400; with a live key a test-mode event is refused', async () => {
    const id = await newBooking();
    await openCheckout(t, client, id);
    const event = fake.event('checkout.session.completed', fake.pay(await sessionOf(id)));
    const before = await rows();
    const liveEvent = await deliver({ ...event, livemode: true });
    expect(liveEvent.statusCode).toBe(400);
    expect(liveEvent.json().error).toMatchObject({
      code: 'webhook_rejected',
      message: paymentMessages.webhookLiveToTestKey,
    });
    const { id: _, ...nameless } = event;
    const noId = await deliver(nameless);
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error).toMatchObject({ code: 'webhook_rejected', message: paymentMessages.webhookNoId });
    expect(await rows()).toEqual(before);
    expect(await statusOf(t, id)).toBe('awaiting_payment');

    // The same app's webhooks as they would be with a live key.
    const live = { ...t.ctx, env: { ...t.ctx.env, STRIPE_SECRET_KEY: 'sk_live_fakestripe00000000000000' } };
    const body = JSON.stringify(event);
    const headers = { 'stripe-signature': stripeSignature(body, { at: t.clock.now() }) };
    await expect(receiveWebhook(live, 'stripe', Buffer.from(body), headers)).rejects.toMatchObject({
      code: 'webhook_rejected',
      message: paymentMessages.webhookTestToLiveKey,
    });
    expect(await rows()).toEqual(before);
  });

  it('a well-signed event about nothing we know answers 200 and changes nothing', async () => {
    const before = await rows();
    const stranger = fake.event('checkout.session.completed', {
      id: 'cs_test_not_ours',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 5000,
      currency: 'php',
      client_reference_id: 'not-ours',
      expires_at: 0,
      payment_intent: 'pi_not_ours',
    });
    const other = { ...stranger, id: 'evt_charge_x', type: 'charge.succeeded', data: { object: { object: 'charge' } } };
    for (const e of [stranger, other]) expect((await deliver(e)).statusCode).toBe(200);
    const after = await rows();
    expect(after).toEqual({ ...before, events: before.events + 2 });
  });
});

describe('refunds and closing through Stripe', () => {
  it("a cancelled paid booking is refunded through Stripe's refunds API with the refund's idempotency key", async () => {
    const id = await newBooking();
    await openCheckout(t, client, id);
    const session = fake.pay(await sessionOf(id));
    expect((await deliver(fake.event('checkout.session.completed', session))).statusCode).toBe(200);
    const cancelled = await as(t, admin.cookie).post(`/api/bookings/${id}/cancel`, { reason: 'Listing under review' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [refund] = await refundsOf(t, id);
    expect(refund).toMatchObject({ amount: 10000, status: 'succeeded' });
    const [req] = fake.requests('POST', /^\/v1\/refunds$/).slice(-1);
    expect(req.headers['idempotency-key']).toBe(refund.idempotencyKey);
    expect(FakeStripe.form(req)).toMatchObject({
      payment_intent: session.payment_intent,
      amount: '10000',
      reason: 'requested_by_customer',
    });
    expect(refund.gatewayReference).toBe(fake.refunds.at(-1)!.id);
  });

  it('cancelling before payment expires the session at Stripe', async () => {
    const id = await newBooking();
    await openCheckout(t, client, id);
    expect((await as(t, client.cookie).post(`/api/bookings/${id}/cancel`)).statusCode).toBe(200);
    const session = await sessionOf(id);
    expect(fake.sessions.get(session)!.status).toBe('expired');
    expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'expired', gatewayStatus: 'expired' });
  });

  it("the admin settings line: Stripe is in use, in Stripe's test mode", async () => {
    const res = await as(t, admin.cookie).get('/api/admin/settings/payment-gateway');
    expect(res.json()).toEqual({
      chosen: 'stripe',
      inUse: 'stripe',
      testMode: true,
      reason: 'configured',
      message: paymentMessages.gatewayStatus.configuredTest('Stripe', 'STRIPE_SECRET_KEY'),
    });
    await setSettings(t, admin.cookie, 'financial', { paymentGateway: 'sandbox' });
    try {
      const sandbox = await as(t, admin.cookie).get('/api/admin/settings/payment-gateway');
      expect(sandbox.json()).toMatchObject({ inUse: 'sandbox', reason: 'sandbox_chosen' });
    } finally {
      await setSettings(t, admin.cookie, 'financial', { paymentGateway: 'stripe' });
    }
  });
});
