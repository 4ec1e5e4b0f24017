import { addCalendarDays, calendarDayIn, dayStartIn } from '@espasyo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockOf, signIn } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { as } from '../../listings/core/listings.fixtures';
import { useFakeServer } from '../../gateways/fake-gateway.fixtures';
import {
  FakeStripe,
  STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET,
  stripeSignature,
} from '../../gateways/fake-stripe.fixtures';
import { stripeGatewayOf } from '../../gateways/stripe.gateway';
import { bookingToPay, instantListing, openCheckout, paymentsOf, refundsOf } from '../payments.fixtures';
import { reconcileDay } from './reconciliation.service';

/**
 * The daily reconciliation with Stripe (issue 20, decision 0040): the adapter lists the day's
 * PaymentIntents and refunds through the `stripe` package (created range, auto-paginated) from a
 * local server that answers as Stripe's API does.
 */
const fake = useFakeServer(new FakeStripe());
const env: Record<string, string> = { STRIPE_SECRET_KEY: STRIPE_TEST_KEY, STRIPE_WEBHOOK_SECRET };
beforeAll(() => void (env.STRIPE_API_URL = fake.url));
const t = useTestApp({ env });
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
let listing = '';
let nextFrom = 10;
const TZ = 'Asia/Manila';

beforeAll(async () => {
  listing = await instantListing(t, host.user.id, { cancellationPolicy: 'flexible' });
});

/** A booking paid by card at Stripe, its signed webhook processed: the booking and its payment. */
async function paidBooking() {
  const id = await bookingToPay(t, client, listing, nextFrom++);
  await openCheckout(t, client, id);
  const [open] = await paymentsOf(t, id);
  const body = JSON.stringify(
    fake.event('checkout.session.completed', fake.pay(open.checkoutId!, { at: t.clock.now() })),
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(body, { at: t.clock.now() }) },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.ctx.outbox.idle();
  const [payment] = await paymentsOf(t, id);
  expect(payment.status).toBe('paid');
  return { id, payment };
}

describe('the daily reconciliation with Stripe', () => {
  it('matches the day’s PaymentIntents and refunds to the ledger, and reports one Stripe took that we do not know', async () => {
    const day = calendarDayIn(TZ, t.clock.now());
    const a = await paidBooking();
    const b = await paidBooking();
    const cancelled = await as(t, admin.cookie).post(`/api/bookings/${b.id}/cancel`, {
      reason: 'Listing under review',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.ctx.outbox.idle();
    const [refund] = await refundsOf(t, b.id);
    expect(refund.status).toBe('succeeded');
    expect(fake.refunds.at(-1)?.metadata).toMatchObject({ idempotency_key: refund.idempotencyKey });
    const stray = fake.addIntent({ amount: 7_777, metadata: { paymentId: 'pay-elsewhere' }, at: t.clock.now() });

    clockOf(t).set(new Date(dayStartIn(addCalendarDays(day, 1), TZ).getTime() + 3 * 3_600_000));
    admin.cookie = (await signIn(t, admin.email, admin.password)).cookie!; // sessions end with time
    const reports = await reconcileDay(t.ctx, day);
    const report = reports.find((r) => r.gateway === 'stripe')!;
    expect(report).toMatchObject({
      status: 'mismatch',
      matched: 3,
      discrepancyCount: 1,
      ledger: { payments: 2, refunds: 1, refundsTotal: Number(refund.amount) },
      gatewaySide: {
        payments: 3,
        paymentsTotal: Number(a.payment.amount) + Number(b.payment.amount) + 7_777,
        refunds: 1,
      },
    });
    const detail = (await as(t, admin.cookie).get(`/api/admin/payments/reconciliation/${report.id}`)).json();
    expect(detail.discrepancies).toEqual([
      expect.objectContaining({
        kind: 'missing_in_ledger',
        item: 'payment',
        ref: 'pay-elsewhere',
        gatewayId: stray.id,
        gatewayAmount: 7_777,
        gatewayFee: Math.round(7_777 * 0.035) + 1500,
      }),
    ]);

    const [intents] = fake.requests('GET', /^\/v1\/payment_intents$/);
    const from = dayStartIn(addCalendarDays(day, -1), TZ).getTime() / 1000;
    expect(intents.query.get('created[gte]')).toBe(String(from));
    expect(intents.query.get('limit')).toBe('100');
    expect([...intents.query.values()]).toContain('data.latest_charge.balance_transaction');
    const [refunds] = fake.requests('GET', /^\/v1\/refunds$/);
    expect(refunds.query.get('created[gte]')).toBe(String(from));
  });

  it('pages through more than one page of PaymentIntents, leaving out those not succeeded', async () => {
    const at = new Date('2025-06-01T04:00:00Z');
    for (let n = 0; n < 130; n++) fake.addIntent({ amount: 100 + n, at: new Date(at.getTime() + n * 1000) });
    fake.intents.at(-1)!.status = 'requires_payment_method';
    const settled = await stripeGatewayOf(t.ctx).listSettled({
      from: new Date(at.getTime() - 1000),
      to: new Date(at.getTime() + 3_600_000),
      refundedPayments: [],
    });
    expect(settled.payments).toHaveLength(129);
    expect(new Set(settled.payments.map((p) => p.gatewayId)).size).toBe(129);
    expect(settled.payments[0]).toMatchObject({ reference: null, fee: expect.any(Number) });
    expect(fake.requests('GET', /^\/v1\/payment_intents$/).some((r) => r.query.get('starting_after'))).toBe(true);
  });
});
