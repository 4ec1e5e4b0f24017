import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { useFakeServer } from '../../gateways/fake-gateway.fixtures';
import {
  FakeStripe,
  STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET,
  stripeSignature,
} from '../../gateways/fake-stripe.fixtures';
import { stripeGatewayOf } from '../../gateways/stripe.gateway';
import { instantListing, paymentsOf, statusOf } from '../payments.fixtures';
import { chargeBillWithSavedCard } from './autopay-charge.service';

/**
 * Saved cards through Stripe (issue 32, decision 0085), against a local server that answers as
 * Stripe's API does: the Checkout Session that keeps the card (setup_future_usage off_session under a
 * Customer), the card read back from the PaymentIntent once paid, and the off-session PaymentIntent
 * that charges it — paid, wanting 3-D Secure (402 authentication_required) or declined.
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
  await setSettings(t, admin.cookie, 'security', { maxOpenRequests: 100, maxOpenRequestsPerListing: 100 });
  listing = await instantListing(t, host.user.id);
});

/** A tenancy awaiting its first month, its agreement signed. */
async function tenancy() {
  const res = await as(t, client.cookie).post('/api/bookings', {
    listingId: listing,
    startDate: await dayFromToday(t, day++),
    monthly: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as string;
  const name = `${client.user.firstName} ${client.user.lastName}`;
  await as(t, client.cookie).post(`/api/bookings/${id}/agreement`, { kind: 'typed', name });
  return id;
}

function deliver(event: object) {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, { at: t.clock.now() }) },
    payload: body,
  });
}

const savedCards = () => t.db.selectFrom('savedCards').selectAll().where('userId', '=', client.user.id).execute();

describe('keeping the card at the checkout', () => {
  it('asks Stripe to save it off-session under a new Customer, reads it back once paid, and turns autopay on', async () => {
    const id = await tenancy();
    const c = await as(t, client.cookie).post(`/api/bookings/${id}/checkout`, { saveCard: true });
    expect(c.statusCode, c.body).toBe(200);
    const [req] = fake.requests('POST', /^\/v1\/checkout\/sessions$/);
    expect(FakeStripe.form(req)).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'payment_intent_data[setup_future_usage]': 'off_session',
      customer_creation: 'always',
      customer_email: client.user.email,
      'metadata[espasyo_save_card]': '1',
    });
    // Asked again without "save": that checkout is closed and another made, which keeps nothing.
    const plain = await as(t, client.cookie).post(`/api/bookings/${id}/checkout`);
    expect(plain.json().paymentId).not.toBe(c.json().paymentId);
    expect(FakeStripe.form(fake.requests('POST', /^\/v1\/checkout\/sessions$/)[1]).customer_creation).toBeUndefined();
    const again = await as(t, client.cookie).post(`/api/bookings/${id}/checkout`, { saveCard: true });
    const session = (await paymentsOf(t, id)).find((p) => p.id === again.json().paymentId)!.checkoutId!;

    expect((await deliver(fake.event('checkout.session.completed', fake.pay(session)))).statusCode).toBe(200);
    expect(await statusOf(t, id)).toBe('confirmed');
    // The card is read from the PaymentIntent, its payment_method expanded.
    const read = fake.requests('GET', /^\/v1\/payment_intents\/pi_/).at(-1)!;
    expect([...read.query.values()]).toContain('payment_method');
    const [card] = await savedCards();
    expect(card).toMatchObject({ gateway: 'stripe', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(card.customerRef).toMatch(/^cus_/);
    expect(card.methodRef).toMatch(/^pm_/);
    const autopay = await as(t, client.cookie).get(`/api/bookings/${id}/autopay`);
    expect(autopay.json()).toMatchObject({ enabled: true, canSaveCard: true, card: { last4: '4242' } });

    // The next checkout that keeps a card does so under the client's Customer.
    const next = await tenancy();
    await as(t, client.cookie).post(`/api/bookings/${next}/checkout`, { saveCard: true });
    const form = FakeStripe.form(fake.requests('POST', /^\/v1\/checkout\/sessions$/).at(-1)!);
    expect(form).toMatchObject({
      customer: card.customerRef,
      'payment_intent_data[setup_future_usage]': 'off_session',
    });
    expect(form.customer_creation).toBeUndefined();
  });
});

describe('charging the saved card off-session', () => {
  it('sends a confirmed off-session PaymentIntent with the key: paid, 3-D Secure wanted, declined', async () => {
    const [card] = await savedCards();
    const stripe = stripeGatewayOf(t.ctx);
    const charge = (key: string) =>
      stripe.chargeSavedCard({
        amount: 250_000,
        currency: 'PHP',
        description: 'A storage space',
        reference: `pay_${key}`,
        metadata: { bookingId: 'b1', paymentId: `pay_${key}` },
        card: { customerRef: card.customerRef, methodRef: card.methodRef },
        idempotencyKey: `autopay-${key}`,
      });

    const paid = await charge('one');
    expect(paid).toMatchObject({ status: 'paid', amount: 250_000, currency: 'PHP', declineCode: null });
    expect(paid.id).toMatch(/^pi_/);
    expect(paid.fee).toBe(Math.round(250_000 * 0.035) + 1500);
    const [req] = fake.requests('POST', /^\/v1\/payment_intents$/);
    expect(req.headers['idempotency-key']).toBe('autopay-one');
    expect(FakeStripe.form(req)).toMatchObject({
      amount: '250000',
      currency: 'php',
      customer: card.customerRef,
      payment_method: card.methodRef,
      off_session: 'true',
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      'metadata[paymentId]': 'pay_one',
    });
    // The same key answers the same charge: no second PaymentIntent.
    expect((await charge('one')).id).toBe(paid.id);
    expect(
      fake.intents.filter((i) => i.metadata && (i.metadata as Record<string, string>).paymentId === 'pay_one'),
    ).toHaveLength(1);

    fake.cardBehaviour.set(card.methodRef, 'authenticate');
    expect(await charge('two')).toMatchObject({
      status: 'requires_action',
      id: expect.stringMatching(/^pi_/),
      declineCode: 'authentication_required',
    });
    fake.cardBehaviour.set(card.methodRef, 'decline');
    expect(await charge('three')).toMatchObject({ status: 'failed', declineCode: 'insufficient_funds' });
    fake.cardBehaviour.delete(card.methodRef);
  });

  it("pays a tenancy's open bill through the settle path: the payment, the bill, the fee from the charge", async () => {
    const id = await tenancy();
    expect((await as(t, client.cookie).put(`/api/bookings/${id}/autopay`, { enabled: true })).statusCode).toBe(200);
    const [bill] = (await as(t, client.cookie).get(`/api/bookings/${id}/bills`)).json().items as { id: string }[];
    const outcomes: string[] = [];
    const result = await chargeBillWithSavedCard(t.ctx, { bookingId: id, billId: bill.id }, async (_tx, r) => {
      outcomes.push(r);
    });
    expect(result).toBe('paid');
    expect(outcomes).toEqual(['paid']);
    expect(await statusOf(t, id)).toBe('confirmed');
    const [p] = await paymentsOf(t, id);
    expect(p).toMatchObject({ status: 'paid', method: 'card', gateway: 'stripe', billId: bill.id });
    expect(p.savedCardId).toBeTruthy();
    expect(p.gatewayReference).toMatch(/^pi_/);
    expect(Number(p.gatewayFee)).toBeGreaterThan(0);
    const req = fake.requests('POST', /^\/v1\/payment_intents$/).at(-1)!;
    expect(req.headers['idempotency-key']).toBe(p.idempotencyKey);
  });

  it('a card the client removes is detached from its Stripe customer, and a charge of it is then refused', async () => {
    const [card] = await savedCards();
    const removed = await as(t, client.cookie).delete(`/api/me/saved-cards/${card.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(fake.requests('POST', /^\/v1\/payment_methods\/[^/]+\/detach$/).map((r) => r.path)).toEqual([
      `/v1/payment_methods/${card.methodRef}/detach`,
    ]);
    expect(fake.paymentMethods.get(card.methodRef)?.customer).toBe('');
    // Stripe already forgot it: asking again is what was asked, not a failure.
    await expect(
      stripeGatewayOf(t.ctx).forgetCard!({ customerRef: card.customerRef, methodRef: card.methodRef }),
    ).resolves.toBeUndefined();
  });
});
