import { addCalendarDays, calendarDayIn, dayStartIn } from '@espasyo/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { clockOf, signIn } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as } from '../../listings/core/listings.fixtures';
import { useFakeServer } from '../../gateways/fake-gateway.fixtures';
import {
  FakePayMongo,
  PAYMONGO_TEST_KEY,
  PAYMONGO_WEBHOOK_SECRET,
  paymongoSignature,
} from '../../gateways/fake-paymongo.fixtures';
import { paymongoGatewayOf } from '../../gateways/paymongo.gateway';
import { bookingToPay, instantListing, openCheckout, paymentsOf, refundsOf } from '../payments.fixtures';
import { reconcileDay } from './reconciliation.service';

/**
 * The daily reconciliation with PayMongo (issue 20, decision 0040): `GET /v1/payments` read page
 * by page, newest first, until it reaches back before the window; refunds from each payment and,
 * for the payments we refunded, `GET /v1/refunds?payment_id=`; against a local server that
 * answers as PayMongo's API does.
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
let nextFrom = 10;
const TZ = 'Asia/Manila';
const DAY = 86_400_000;

beforeAll(async () => {
  listing = await instantListing(t, host.user.id, { cancellationPolicy: 'flexible' });
  await setSettings(t, admin.cookie, 'financial', { paymentGateway: 'paymongo' });
});

/** A booking paid with GCash at PayMongo, its signed webhook processed: the booking and its payment. */
async function paidBooking() {
  const id = await bookingToPay(t, client, listing, nextFrom++);
  await openCheckout(t, client, id);
  const [open] = await paymentsOf(t, id);
  const event = fake.event('checkout_session.payment.paid', fake.pay(open.checkoutId!, 'gcash', t.clock.now()));
  const body = JSON.stringify(event);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/paymongo',
    headers: {
      'content-type': 'application/json',
      'paymongo-signature': paymongoSignature(body, { at: t.clock.now() }),
    },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.ctx.outbox.idle();
  const [payment] = await paymentsOf(t, id);
  expect(payment.status).toBe('paid');
  return { id, payment };
}

describe('the daily reconciliation with PayMongo', () => {
  it('matches the day’s payments, fees and refunds by PayMongo’s ids, and reports a payment we do not know', async () => {
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
    const stray = fake.addPayment({ amount: 4_200, at: t.clock.now() });

    clockOf(t).set(new Date(dayStartIn(addCalendarDays(day, 1), TZ).getTime() + 3 * 3_600_000));
    admin.cookie = (await signIn(t, admin.email, admin.password)).cookie!; // sessions end with time
    const report = (await reconcileDay(t.ctx, day)).find((r) => r.gateway === 'paymongo')!;
    expect(report).toMatchObject({
      status: 'mismatch',
      matched: 3,
      discrepancyCount: 1,
      ledger: { payments: 2, paymentsTotal: Number(a.payment.amount) + Number(b.payment.amount), refunds: 1 },
      gatewaySide: { payments: 3, refunds: 1, refundsTotal: Number(refund.amount) },
    });
    const detail = (await as(t, admin.cookie).get(`/api/admin/payments/reconciliation/${report.id}`)).json();
    expect(detail.discrepancies).toEqual([
      expect.objectContaining({
        kind: 'missing_in_ledger',
        item: 'payment',
        gatewayId: stray.id,
        gatewayAmount: 4_200,
      }),
    ]);
    // The refunded payment is asked about by id, as PayMongo lists refunds per payment.
    const asked = fake.requests('GET', /^\/v1\/refunds$/).map((r) => r.query.get('payment_id'));
    expect(asked).toEqual([b.payment.gatewayReference]);
  });

  it('stops paging once a page reaches back before the window; a refund of an older payment is found by asking for it', async () => {
    const at = t.clock.now().getTime() - 40 * DAY;
    const gw = paymongoGatewayOf(t.ctx);
    const old = fake.addPayment({ amount: 20_000, at: new Date(at - 30 * DAY) });
    await gw.refund({
      checkoutId: 'cs_none',
      paymentReference: old.id,
      amount: 5_000,
      reason: 'cancellation',
      idempotencyKey: 'refund-old',
    });
    (old.attributes.refunds as { attributes: Record<string, unknown> }[])[0].attributes.created_at = Math.floor(
      (at + 60_000) / 1000,
    );
    for (let n = 0; n < 150; n++) fake.addPayment({ amount: 1_000 + n, at: new Date(at + (n + 1) * 10_000) });
    for (let n = 0; n < 100; n++) fake.addPayment({ amount: 500, at: new Date(at - 2 * DAY - n * 1000) });
    const window = { from: new Date(at), to: new Date(at + 3_600_000) };
    const pagesBefore = fake.requests('GET', /^\/v1\/payments$/).length;

    const walked = await gw.listSettled({ ...window, refundedPayments: [] });
    expect(walked.payments).toHaveLength(150);
    expect(walked.payments.every((p) => p.fee !== null && p.reference === null)).toBe(true);
    expect(walked.refunds).toEqual([]);
    const pages = fake.requests('GET', /^\/v1\/payments$/).slice(pagesBefore);
    expect(pages).toHaveLength(2);
    expect(pages[0].query.get('after')).toBeNull();
    expect(pages[1].query.get('after')).toMatch(/^pay_/);

    const asked = await gw.listSettled({ ...window, refundedPayments: [old.id] });
    expect(asked.refunds).toEqual([expect.objectContaining({ amount: 5_000, reference: null })]);
  });
});
