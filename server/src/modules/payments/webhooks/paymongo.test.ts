import { beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages } from '@espasyo/domain';
import { clockOf } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { useFakeServer } from '../../gateways/fake-gateway.fixtures';
import {
  FakePayMongo,
  PAYMONGO_TEST_KEY,
  PAYMONGO_WEBHOOK_SECRET,
  paymongoSignature,
} from '../../gateways/fake-paymongo.fixtures';
import { GatewayError } from '../../gateways/gateway.types';
import { paymongoGatewayOf } from '../../gateways/paymongo.gateway';
import { bookingToPay, instantListing, openCheckout, paymentsOf, refundsOf, statusOf } from '../payments.fixtures';
import { reconcilePayments } from '../reconciliation/reconcile.service';
import { receiveWebhook } from './webhooks.service';

/**
 * The PayMongo adapter end to end (issue 20): a local server answers as PayMongo's API does and
 * signs its webhooks as PayMongo does; the app takes them at POST /api/webhooks/paymongo.
 */
const fake = useFakeServer(new FakePayMongo());
const env: Record<string, string> = {
  PAYMONGO_SECRET_KEY: PAYMONGO_TEST_KEY,
  PAYMONGO_WEBHOOK_SECRET: PAYMONGO_WEBHOOK_SECRET,
};
beforeAll(() => void (env.PAYMONGO_API_URL = fake.url));
const t = useTestApp({ env });
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
let listing = '';
let day = 10;

beforeAll(async () => {
  listing = await instantListing(t, host.user.id, { cancellationPolicy: 'flexible' });
  await setSettings(t, admin.cookie, 'financial', { paymentGateway: 'paymongo' });
});

const newBooking = () => bookingToPay(t, client, listing, day++);
const sessionOf = async (bookingId: string) => (await paymentsOf(t, bookingId))[0].checkoutId!;

/** Posts an event to the app as PayMongo does: signed at `at` (now by default), in `mode`. */
function deliver(event: object, opts: { at?: Date; mode?: 'test' | 'live'; secret?: string; body?: string } = {}) {
  const body = opts.body ?? JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/paymongo',
    headers: {
      'content-type': 'application/json',
      'paymongo-signature': paymongoSignature(body, { at: opts.at ?? t.clock.now(), ...opts }),
    },
    payload: body,
  });
}

const counts = async () => {
  const n = async (table: 'webhookEvents' | 'ledgerEntries' | 'bookingEvents' | 'refunds' | 'payments') =>
    Number(
      (
        await t.db
          .selectFrom(table === 'bookingEvents' ? 'processEvents' : table)
          .where((eb) => (table === 'bookingEvents' ? eb('process', '=', 'booking') : eb.lit(true)))
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    events: await n('webhookEvents'),
    ledger: await n('ledgerEntries'),
    bookingEvents: await n('bookingEvents'),
    refunds: await n('refunds'),
    payments: await n('payments'),
  };
};

const pays = async (bookingId: string) =>
  (
    await t.db
      .selectFrom('processEvents')
      .select('id')
      .where('process', '=', 'booking')
      .where('recordId', '=', bookingId)
      .where('action', '=', 'pay')
      .execute()
  ).length;

describe('paying through PayMongo', () => {
  it('opens a Checkout Session as PayMongo documents it; its signed webhook confirms the booking once, retries and a replay included', async () => {
    const id = await newBooking();
    const c = await openCheckout(t, client, id);
    const [payment] = await paymentsOf(t, id);
    expect(payment).toMatchObject({ gateway: 'paymongo', status: 'open' });
    expect(c.testMode).toBe(true); // an sk_test_ key: PayMongo's test mode
    expect(c.checkoutUrl).toBe(`https://checkout.paymongo.test/${payment.checkoutId}`);

    const [req] = fake.requests('POST', /^\/v1\/checkout_sessions$/);
    expect(req.headers['idempotency-key']).toBe(`checkout-${c.paymentId}`);
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${PAYMONGO_TEST_KEY}:`).toString('base64')}`);
    const sent = JSON.parse(req.body).data.attributes;
    expect(sent).toMatchObject({
      line_items: [{ amount: 10000, currency: 'PHP', quantity: 1 }],
      reference_number: c.paymentId,
      payment_method_types: [
        'gcash',
        'paymaya',
        'card',
        'dob',
        'dob_ubp',
        'brankas_bdo',
        'brankas_landbank',
        'brankas_metrobank',
        'qrph',
      ],
      success_url: `${t.ctx.env.publicUrl}/client/bookings/${id}?payment=paid`,
      cancel_url: `${t.ctx.env.publicUrl}/client/bookings/${id}?payment=failed`,
      metadata: { bookingId: id, paymentId: c.paymentId },
    });
    // Asking again answers the same session: PayMongo is not asked twice.
    expect(await openCheckout(t, client, id)).toEqual(c);
    expect(fake.requests('POST', /^\/v1\/checkout_sessions$/)).toHaveLength(1);

    const event = fake.event('checkout_session.payment.paid', fake.pay(payment.checkoutId!, 'paymaya'));
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await statusOf(t, id)).toBe('confirmed');
    expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'paid', method: 'maya', gatewayFee: 250 });

    // PayMongo retries when it missed our answer, and a captured event is replayed later, signed anew.
    const before = await counts();
    for (const at of [t.clock.now(), new Date(t.clock.now().getTime() + 60_000)]) {
      const again = await deliver(event, { at });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ received: true, duplicate: true });
    }
    expect(await counts()).toEqual(before);
    expect(await pays(id)).toBe(1);
  });

  it('a bad signature, a stale timestamp and a live-mode signature with a test key answer 400 and change nothing', async () => {
    const id = await newBooking();
    await openCheckout(t, client, id);
    const event = fake.event('checkout_session.payment.paid', fake.pay(await sessionOf(id)));
    const before = await counts();
    const now = t.clock.now().getTime();
    const refused = [
      await deliver(event, { secret: 'whsk_not_ours' }),
      await deliver(event, { mode: 'live' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/paymongo',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'webhook_rejected', message: paymentMessages.webhookSignature });
    }
    // The tampered body was signed before it was changed.
    const honest = JSON.stringify(event);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/paymongo',
      headers: {
        'content-type': 'application/json',
        'paymongo-signature': paymongoSignature(honest, { at: t.clock.now() }),
      },
      payload: honest.replace('"amount":10000', '"amount":1'),
    });
    expect(tampered.statusCode).toBe(400);
    for (const offset of [-301_000, 301_000]) {
      const stale = await deliver(event, { at: new Date(now + offset) });
      expect(stale.statusCode).toBe(400);
      expect(stale.json().error).toMatchObject({ code: 'webhook_rejected', message: paymentMessages.webhookStale });
    }
    expect(await counts()).toEqual(before);
    expect(await statusOf(t, id)).toBe('awaiting_payment');
  });

  it('a well-signed event about nothing we know answers 200 and changes nothing', async () => {
    const before = await counts();
    const stranger = fake.event('checkout_session.payment.paid', {
      id: 'cs_not_ours',
      type: 'checkout_session',
      attributes: { status: 'active', reference_number: 'not-ours', line_items: [{ amount: 5000 }], payments: [] },
    });
    const failed = fake.event('payment.failed', {
      id: 'pay_not_ours',
      type: 'payment',
      attributes: { amount: 5000, status: 'failed' },
    });
    for (const e of [stranger, failed]) {
      const res = await deliver(e);
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await counts();
    expect({ ...after, events: before.events }).toEqual(before); // recorded, nothing else
    const results = await t.db
      .selectFrom('webhookEvents')
      .select(['result', 'processedAt'])
      .where('eventId', 'in', [stranger.data.id, failed.data.id])
      .execute();
    expect(results.map((r) => r.result).sort()).toEqual(['ignored', 'unknown_checkout']);
  });

  it('an event without an id answers 400 and is not recorded: a second one is refused alike, never taken for a repeat', async () => {
    const id = await newBooking();
    await openCheckout(t, client, id);
    const event = fake.event('checkout_session.payment.paid', fake.pay(await sessionOf(id)));
    const { id: _, ...nameless } = event.data;
    const before = await counts();
    for (const at of [t.clock.now(), new Date(t.clock.now().getTime() + 1000)]) {
      const res = await deliver({ data: nameless }, { at });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'webhook_rejected', message: paymentMessages.webhookNoId });
    }
    expect(await counts()).toEqual(before);
    expect(await statusOf(t, id)).toBe('awaiting_payment');
    // The same payment's event with its id is taken.
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await statusOf(t, id)).toBe('confirmed');
  });

  it('a live-mode event signed for our test key answers 400; with a live key, a test-mode event is refused', async () => {
    const id = await newBooking();
    await openCheckout(t, client, id);
    const event = fake.event('checkout_session.payment.paid', fake.pay(await sessionOf(id)));
    event.data.attributes.livemode = true;
    const before = await counts();
    const res = await deliver(event); // signed in the test field, as for a test key
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'webhook_rejected', message: paymentMessages.webhookLiveToTestKey });
    expect(await counts()).toEqual(before);
    expect(await statusOf(t, id)).toBe('awaiting_payment');

    // The same app's webhooks as they would be with a live key: signed in the live field.
    const live = { ...t.ctx, env: { ...t.ctx.env, PAYMONGO_SECRET_KEY: 'sk_live_fakepaymongo0000000000' } };
    event.data.attributes.livemode = false;
    const body = JSON.stringify(event);
    const headers = { 'paymongo-signature': paymongoSignature(body, { at: t.clock.now(), mode: 'live' }) };
    await expect(receiveWebhook(live, 'paymongo', Buffer.from(body), headers)).rejects.toMatchObject({
      code: 'webhook_rejected',
      message: paymentMessages.webhookTestToLiveKey,
    });
    event.data.attributes.livemode = true;
    const liveBody = JSON.stringify(event);
    const liveHeaders = { 'paymongo-signature': paymongoSignature(liveBody, { at: t.clock.now(), mode: 'live' }) };
    expect(await receiveWebhook(live, 'paymongo', Buffer.from(liveBody), liveHeaders)).toMatchObject({
      received: true,
      duplicate: false,
    });
    expect(await counts()).toMatchObject({ events: before.events + 1 });
  });

  it('a lost webhook: reconciliation asks PayMongo for the session and confirms the booking', async () => {
    const id = await newBooking();
    await openCheckout(t, client, id);
    fake.pay(await sessionOf(id), 'card');
    clockOf(t).advance(11 * 60_000);
    // (The session paid in the signature test, whose webhook never came, is confirmed too.)
    expect((await reconcilePayments(t.ctx)).confirmed).toBeGreaterThanOrEqual(1);
    expect(await statusOf(t, id)).toBe('confirmed');
    expect((await paymentsOf(t, id))[0]).toMatchObject({ method: 'card', status: 'paid' });
  });
});

describe('refunds and closing through PayMongo', () => {
  it("a cancelled paid booking is refunded through PayMongo's refunds API, with the refund's idempotency key", async () => {
    const id = await newBooking();
    await openCheckout(t, client, id);
    const session = fake.pay(await sessionOf(id), 'gcash');
    expect((await deliver(fake.event('checkout_session.payment.paid', session))).statusCode).toBe(200);
    expect(
      (await as(t, host.cookie).post(`/api/bookings/${id}/cancel`, { reason: 'The unit flooded' })).statusCode,
    ).toBe(200);
    const [refund] = await refundsOf(t, id);
    expect(refund).toMatchObject({ amount: 10000, status: 'succeeded' });
    const [req] = fake.requests('POST', /^\/v1\/refunds$/).slice(-1);
    expect(req.headers['idempotency-key']).toBe(refund.idempotencyKey);
    const payId = (session.attributes.payments as { id: string }[])[0].id;
    expect(JSON.parse(req.body).data.attributes).toMatchObject({
      amount: 10000,
      payment_id: payId,
      reason: 'requested_by_customer',
    });
    expect(refund.gatewayReference).toBe(fake.refunds.at(-1)!.id);
  });

  it('a refund under ₱1.00 is refused before PayMongo is asked, saying so', async () => {
    const asked = fake.requests('POST', /^\/v1\/refunds$/).length;
    const refund = paymongoGatewayOf(t.ctx).refund({
      checkoutId: 'cs_any',
      paymentReference: 'pay_any',
      amount: 99,
      reason: 'cancellation',
      idempotencyKey: 'refund-small',
    });
    await expect(refund).rejects.toThrow(GatewayError);
    await expect(refund).rejects.toThrow(paymentMessages.refundTooSmall('₱0.99'));
    expect(fake.requests('POST', /^\/v1\/refunds$/)).toHaveLength(asked);
  });

  it('cancelling before payment expires the session at PayMongo', async () => {
    const id = await newBooking();
    await openCheckout(t, client, id);
    expect((await as(t, client.cookie).post(`/api/bookings/${id}/cancel`)).statusCode).toBe(200);
    const session = await sessionOf(id);
    expect(fake.requests('POST', new RegExp(`^/v1/checkout_sessions/${session}/expire$`))).toHaveLength(1);
    expect(fake.sessions.get(session)!.attributes.status).toBe('expired');
    expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'expired', gatewayStatus: 'expired' });
  });
});

describe('the admin settings line', () => {
  it('says which gateway is really in use, and why', async () => {
    const status = () => as(t, admin.cookie).get('/api/admin/settings/payment-gateway');
    expect((await status()).json()).toEqual({
      chosen: 'paymongo',
      inUse: 'paymongo',
      testMode: true,
      reason: 'configured',
      message: paymentMessages.gatewayStatus.configuredTest('PayMongo', 'PAYMONGO_SECRET_KEY'),
    });
    await setSettings(t, admin.cookie, 'financial', { paymentGateway: 'stripe' });
    try {
      expect((await status()).json()).toMatchObject({
        chosen: 'stripe',
        inUse: 'sandbox',
        reason: 'missing_key',
        message: 'Stripe is chosen but STRIPE_SECRET_KEY is not set: payments go through the sandbox (Test mode).',
      });
      // Stripe's webhook endpoint has no secret here: nothing to check a signature with.
      const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await setSettings(t, admin.cookie, 'financial', { paymentGateway: 'paymongo' });
    }
    const host403 = await as(t, host.cookie).get('/api/admin/settings/payment-gateway');
    expect(host403.statusCode).toBe(403);
  });
});

describe('saved cards (issue 32, decision 0085)', () => {
  it("are not offered: PayMongo's hosted checkout keeps no card, so a tenancy's checkout asking to save one is a plain one", async () => {
    const res = await as(t, client.cookie).post('/api/bookings', {
      listingId: listing,
      startDate: await dayFromToday(t, day++),
      monthly: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    const name = `${client.user.firstName} ${client.user.lastName}`;
    await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name });
    const autopay = await as(t, client.cookie).get(`/api/bookings/${id}/autopay`);
    expect(autopay.json()).toEqual({ enabled: false, card: null, canSaveCard: false });
    const c = await as(t, client.cookie).post(`/api/bookings/${id}/checkout`, { saveCard: true });
    expect(c.statusCode, c.body).toBe(200);
    const [payment] = await paymentsOf(t, id);
    expect(payment.saveCard).toBe(false);
    const body = JSON.parse(fake.requests('POST', /^\/v1\/checkout_sessions$/).at(-1)!.body);
    expect(body.data.attributes).not.toHaveProperty('setup_future_usage');
    const on = await as(t, client.cookie).put(`/api/bookings/${id}/autopay`, { enabled: true });
    expect(on.statusCode).toBe(409);
    expect(on.json().error.code).toBe('no_saved_card');
  });
});
