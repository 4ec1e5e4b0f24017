import { beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, paymentMessages } from '@espasyo/domain';
import { clockOf, DEFAULT_PASSWORD, signIn } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { bookingToPay, instantListing, openCheckout, paymentsOf } from '../payments.fixtures';

/** POST /api/bookings/:id/checkout (issue 19): one open checkout per booking, for its client only. */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const otherClient = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
let listing = '';

beforeAll(async () => {
  listing = await instantListing(t, host.user.id);
});

const checkout = (cookie: string, id: string) => as(t, cookie).post(`/api/bookings/${id}/checkout`);

describe('POST /api/bookings/:id/checkout', () => {
  it('opens the sandbox checkout in test mode, for the booking total, until the payment deadline', async () => {
    const id = await bookingToPay(t, client, listing, 10, 12);
    const booking = (await as(t, client.cookie).get(`/api/bookings/${id}`)).json();
    const c = await openCheckout(t, client, id);
    expect(c).toMatchObject({ testMode: true, expiresAt: booking.dueAt });
    expect(c.checkoutUrl).toMatch(/^\/sandbox\/checkout\/[0-9a-f-]{36}$/);
    const [p] = await paymentsOf(t, id);
    expect(p).toMatchObject({
      id: c.paymentId,
      gateway: 'sandbox',
      status: 'open',
      amount: 30000,
      currency: 'PHP',
      idempotencyKey: `checkout-${c.paymentId}`,
      checkoutUrl: c.checkoutUrl,
    });
    const atGateway = await t.db
      .selectFrom('sandboxCheckouts')
      .selectAll()
      .where('id', '=', p.checkoutId!)
      .executeTakeFirstOrThrow();
    expect(atGateway).toMatchObject({
      idempotencyKey: p.idempotencyKey,
      amount: 30000,
      currency: 'PHP',
      status: 'open',
    });
    expect(atGateway.successUrl).toBe(`${t.ctx.env.publicUrl}/client/bookings/${id}?payment=paid`);
    expect(atGateway.cancelUrl).toBe(`${t.ctx.env.publicUrl}/client/bookings/${id}?payment=failed`);
  });

  it('asking again answers the same checkout; twenty at once make one', async () => {
    const id = await bookingToPay(t, client, listing, 14);
    const first = await openCheckout(t, client, id);
    expect(await openCheckout(t, client, id)).toEqual(first);

    const other = await bookingToPay(t, client, listing, 15);
    const burst = await Promise.all(Array.from({ length: 20 }, () => checkout(client.cookie, other)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(burst.map((r) => r.json().checkoutUrl)).size).toBe(1);
    expect(await paymentsOf(t, other)).toHaveLength(1);
    const atGateway = await t.db
      .selectFrom('sandboxCheckouts')
      .select('id')
      .where('reference', '=', burst[0].json().paymentId)
      .execute();
    expect(atGateway).toHaveLength(1);
  });

  it("only the booking's client: its host and staff are refused, anyone else does not see it", async () => {
    const id = await bookingToPay(t, client, listing, 16);
    for (const u of [host, admin]) {
      const res = await checkout(u.cookie, id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'forbidden', message: paymentMessages.clientPays });
    }
    expect((await checkout(otherClient.cookie, id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/checkout` })).statusCode).toBe(401);
    expect(await paymentsOf(t, id)).toHaveLength(0);
  });

  it('the agreement is signed first', async () => {
    const res = await as(t, client.cookie).post('/api/bookings', {
      listingId: listing,
      startDate: await dayFromToday(t, 17),
      endDate: await dayFromToday(t, 17),
    });
    const refused = await checkout(client.cookie, res.json().id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'agreement_not_signed',
      message: bookingMessages.agreement.signFirst,
    });
  });

  it('a pending request is not paid for; past the deadline it is payment_expired', async () => {
    const requestListing = await instantListing(t, host.user.id, { instantBook: false });
    const req = await as(t, client.cookie).post('/api/bookings', {
      listingId: requestListing,
      startDate: await dayFromToday(t, 20),
      endDate: await dayFromToday(t, 20),
    });
    const pending = await checkout(client.cookie, req.json().id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.code).toBe('invalid_transition');

    const id = await bookingToPay(t, client, listing, 21);
    clockOf(t).advance(30 * 60_000); // instant book: 30 minutes to pay; the timer has not run yet
    client.cookie = (await signIn(t, client.email, DEFAULT_PASSWORD)).cookie!;
    const late = await checkout(client.cookie, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'payment_expired', message: paymentMessages.expired });
    expect(await paymentsOf(t, id)).toHaveLength(0);
  });

  it('offers only the methods whose limits hold the amount; none fits: no_payment_method, and nothing is written', async () => {
    const dear = await instantListing(t, host.user.id, { pricePerDay: 150_000_00, pricePerMonth: 4_000_000_00 }); // past GCash's ₱100,000
    const id = await bookingToPay(t, client, dear, 30);
    const c = await openCheckout(t, client, id);
    const [p] = await paymentsOf(t, id);
    const atGateway = await t.db
      .selectFrom('sandboxCheckouts')
      .select('methods')
      .where('id', '=', p.checkoutId!)
      .executeTakeFirstOrThrow();
    expect(atGateway.methods).toEqual(['card']);
    expect(c.paymentId).toBe(p.id);

    const cheap = await instantListing(t, host.user.id, { pricePerDay: 15_00 }); // under the ₱20 minimum
    const small = await bookingToPay(t, client, cheap, 31);
    const refused = await checkout(client.cookie, small);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'no_payment_method',
      message: paymentMessages.noMethodFits('₱15', '₱20', '₱9,999,999.99'),
    });
    expect(await paymentsOf(t, small)).toHaveLength(0);
  });
});
