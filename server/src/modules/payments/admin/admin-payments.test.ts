import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { paymentMessages } from '@espasyo/domain';
import { createUser, outboxFor, type BuiltUser } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import {
  bookingToPay,
  instantListing,
  ledgerOf,
  openCheckout,
  payBooking,
  paymentsOf,
  refundsOf,
} from '../payments.fixtures';

/**
 * Staff's payments (issue 20, "Money", admin /payments): the list and its filters, a payment's
 * detail, and refunds by staff in full or in part — never more than was paid, the ledger
 * balanced, audited, the client emailed, the gateway's refund sent; refusals write nothing.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host', firstName: 'Maria', lastName: 'Santos' });
const client = useUser(t, { firstName: 'Bea', lastName: 'Villanueva' });
const admin = useUser(t, { type: 'admin' });
let listing = '';
let day = 20;

beforeAll(async () => {
  listing = await instantListing(t, host.user.id, { cancellationPolicy: 'flexible', title: 'Garage in Makati' });
});

/** A booking of 3 days (₱300) paid with `method`; answers the booking and payment ids. */
async function paid(who: BuiltUser = client, method = 'gcash') {
  const bookingId = await bookingToPay(t, who, listing, day, day + 2);
  day += 3;
  const { paymentId } = await payBooking(t, who, bookingId, method);
  return { bookingId, paymentId };
}

const refund = (paymentId: string, body: object, headers: Record<string, string> = {}, cookie = admin.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/payments/${paymentId}/refunds`,
    headers: { cookie, ...headers },
    payload: body,
  });

/** What a refusal must leave as it was: refunds, ledger lines, audit rows, outbox tasks. */
async function counts() {
  const n = async (table: 'refunds' | 'ledgerEntries' | 'auditLog' | 'outboxTasks') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    refunds: await n('refunds'),
    ledger: await n('ledgerEntries'),
    audit: await n('auditLog'),
    outbox: await n('outboxTasks'),
  };
}

/** Every ledger transaction in the books sums to 0. */
async function booksBalance() {
  const { rows } = await sql<{ unbalanced: string }>`
    select count(*) as unbalanced from (select transaction_id from ledger_entries group by transaction_id
    having sum(amount) <> 0) x`.execute(t.db);
  expect(Number(rows[0].unbalanced)).toBe(0);
}

describe('GET /api/admin/payments', () => {
  it('lists every payment newest first with its booking, sides and refunds, filtered by status, method, gateway, days and a search', async () => {
    const other = await createUser(t, { firstName: 'Carlo', lastName: 'Reyes' });
    const first = await paid(other, 'gcash');
    const second = await paid(other, 'maya');
    const openOne = await bookingToPay(t, other, listing, day, day);
    day += 1;
    const open = await openCheckout(t, other, openOne);

    const list = async (query: string) => {
      const res = await as(t, admin.cookie).get(`/api/admin/payments?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { id: string }[]; total: number; page: number; pageSize: number };
    };
    const mine = `q=${encodeURIComponent(other.email)}`;
    const all = await list(mine);
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.items.map((i) => i.id)).toEqual([open.paymentId, second.paymentId, first.paymentId]);
    expect(all.items[1]).toEqual({
      id: second.paymentId,
      bookingId: second.bookingId,
      listingTitle: 'Garage in Makati',
      client: { id: other.user.id, name: 'Carlo Reyes', email: other.email },
      host: { id: host.user.id, name: 'Maria Santos' },
      amount: 30000,
      refunded: 0,
      method: 'maya',
      gateway: 'sandbox',
      status: 'paid',
      flag: null,
      createdAt: expect.any(String),
      paidAt: expect.any(String),
    });

    expect((await list(`${mine}&status=open`)).items.map((i) => i.id)).toEqual([open.paymentId]);
    expect((await list(`${mine}&method=gcash`)).items.map((i) => i.id)).toEqual([first.paymentId]);
    expect((await list(`${mine}&gateway=stripe`)).total).toBe(0);
    expect((await list(`${mine}&gateway=sandbox&pageSize=2`)).items).toHaveLength(2);
    const today = await dayFromToday(t, 0);
    const tomorrow = await dayFromToday(t, 1);
    expect((await list(`${mine}&from=${today}&to=${today}`)).total).toBe(3);
    expect((await list(`${mine}&from=${tomorrow}`)).total).toBe(0);
    expect((await list(`q=${first.bookingId}`)).items.map((i) => i.id)).toEqual([first.paymentId]);
    expect((await list(`q=${second.paymentId}`)).items.map((i) => i.id)).toEqual([second.paymentId]);
    expect((await list(`q=${other.email.slice(0, 8).toUpperCase()}`)).total).toBeGreaterThanOrEqual(3);

    const bad = await as(t, admin.cookie).get('/api/admin/payments?status=lost&from=2026-13-01');
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/admin/payments/:id', () => {
  it("answers the payment with its booking, refunds, the gateway's events and its ledger lines", async () => {
    const { bookingId, paymentId } = await paid();
    const res = await as(t, admin.cookie).get(`/api/admin/payments/${paymentId}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json();
    expect(d).toMatchObject({
      id: paymentId,
      bookingId,
      status: 'paid',
      amount: 30000,
      refunded: 0,
      refundable: 30000,
      testMode: true,
      gatewayFee: 750,
      booking: { id: bookingId, status: 'confirmed', total: 30000, subtotal: 30000, tax: 0, units: 1 },
      refunds: [],
    });
    expect(d.events).toEqual([
      expect.objectContaining({ type: 'checkout.paid', processedAt: expect.any(String), result: expect.any(String) }),
    ]);
    expect(
      d.ledger.map((l: { kind: string; account: string; amount: number }) => [l.kind, l.account, l.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['payment', 'gateway_clearing', 30000],
        ['payment', 'host_pending', -27300],
        ['payment', 'platform_fees', -2700],
        ['gateway_fee', 'gateway_fees', 750],
      ]),
    );
    expect(d.ledger.find((l: { account: string }) => l.account === 'host_pending').host).toEqual({
      id: host.user.id,
      name: 'Maria Santos',
    });

    const missing = await as(t, admin.cookie).get('/api/admin/payments/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(paymentMessages.adminRefund.notFound);
  });
});

describe('POST /api/admin/payments/:id/refunds', () => {
  it('refunds in part, then again, never past what was paid, then the remainder: ledger, status, gateway, audit and email', async () => {
    const { bookingId, paymentId } = await paid();
    const first = await refund(paymentId, { amount: 10050, reason: 'The gate remote did not work on day one.' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      replayed: false,
      payment: { status: 'partially_refunded', refunded: 10050, refundable: 19950 },
    });
    const [r1] = await refundsOf(t, bookingId);
    expect(r1).toMatchObject({
      amount: 10050,
      reason: 'admin',
      note: 'The gate remote did not work on day one.',
      status: 'succeeded', // the outbox sent it to the sandbox before the answer
    });
    expect(first.json().refundId).toBe(r1.id);

    // In proportion: 10050/30000 of the host's ₱273 (₱91.455) and the fee's ₱27 (₱9.045); the
    // half centavo left over goes to the first of the equal remainders, the host's.
    const lines = await t.db.selectFrom('ledgerEntries').selectAll().where('refundId', '=', r1.id).execute();
    expect(Object.fromEntries(lines.map((l) => [l.account, Number(l.amount)]))).toEqual({
      host_pending: 9146,
      platform_fees: 904,
      gateway_clearing: -10050,
    });

    const tooMuch = await refund(paymentId, { amount: 19951, reason: 'More' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatchObject({
      code: 'refund_exceeds_payment',
      message: paymentMessages.adminRefund.tooMuch('₱199.50'),
      fields: { amount: paymentMessages.adminRefund.tooMuch('₱199.50') },
    });

    const second = await refund(paymentId, { amount: 9950, reason: 'Goodwill' });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().payment).toMatchObject({ status: 'partially_refunded', refunded: 20000, refundable: 10000 });
    const rest = await refund(paymentId, { amount: 10000, reason: 'The rest, as agreed with the host' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().payment).toMatchObject({ status: 'refunded', refunded: 30000, refundable: 0 });
    const again = await refund(paymentId, { amount: 1, reason: 'One more centavo' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('payment_not_refundable');

    const [p] = await paymentsOf(t, bookingId);
    const atGateway = await t.db
      .selectFrom('sandboxCheckouts')
      .select('refunded')
      .where('id', '=', p.checkoutId!)
      .executeTakeFirstOrThrow();
    expect(Number(atGateway.refunded)).toBe(30000);
    const ledger = await ledgerOf(t, bookingId);
    for (const x of ledger.transactions) expect(x.sum).toBe(0);
    // Everything went back: only the gateway's fee stays, as after any full refund.
    expect(ledger.balances).toEqual({
      gateway_clearing: -750,
      gateway_fees: 750,
      host_pending: 0,
      platform_fees: 0,
    });
    await booksBalance();

    const audit = await t.db
      .selectFrom('auditLog')
      .selectAll()
      .where('targetId', '=', paymentId)
      .orderBy('createdAt')
      .execute();
    expect(audit).toHaveLength(3);
    expect(audit.find((a) => (a.after as { refundId?: string }).refundId === r1.id)).toMatchObject({
      actorId: admin.user.id,
      action: 'payment.refund',
      targetType: 'payment',
      before: { status: 'paid', refunded: 0 },
      after: {
        status: 'partially_refunded',
        refunded: 10050,
        amount: 10050,
        refundId: r1.id,
        reason: 'The gate remote did not work on day one.',
      },
    });
    const mail = await outboxFor(t, client.email);
    const subjects = mail.map((x) => x.subject);
    expect(subjects).toContain('Part of your payment was refunded: Garage in Makati');
    expect(subjects).toContain('Your payment was refunded: Garage in Makati');
    const partial = mail.find((x) => x.text.includes('₱100.50'));
    expect(partial?.text).toContain('Reason: The gate remote did not work on day one.');
    // In the app too: each refund is the client's booking_update, with the amount, opening their payments.
    const told = (await as(t, client.cookie).get('/api/me/notifications')).json().items as {
      title: string;
      subType: string;
      data: { bookingId?: string; amount?: number; status?: string };
      actionUrl: string;
    }[];
    const refunds = told.filter((n) => n.data.status === 'refunded');
    expect(refunds.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        'Part of your payment was refunded: Garage in Makati',
        'Your payment was refunded: Garage in Makati',
      ]),
    );
    expect(refunds.find((n) => n.data.amount === 10050)).toMatchObject({
      subType: 'booking_update',
      actionUrl: '/client/payments',
      data: { bookingId },
    });
  });

  it('after a cancellation, refunds what the policy kept, the cancellation fee included', async () => {
    const { bookingId, paymentId } = await paid();
    const cancelled = await as(t, client.cookie).post(`/api/bookings/${bookingId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const d = (await as(t, admin.cookie).get(`/api/admin/payments/${paymentId}`)).json();
    expect(d).toMatchObject({ status: 'partially_refunded', refunded: 28500, refundable: 1500 });
    const res = await refund(paymentId, { amount: 1500, reason: 'Waived the fee: the listing photos were wrong.' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await ledgerOf(t, bookingId)).balances).toEqual({
      gateway_clearing: -750,
      gateway_fees: 750,
      host_pending: 0,
      platform_fees: 0,
      cancellation_fees: 0,
    });
    await booksBalance();
  });

  it('refuses an amount of 0 or less, a fraction of a centavo, a missing or blank reason, a payment not paid: nothing written', async () => {
    const { paymentId } = await paid();
    const unpaid = await bookingToPay(t, client, listing, day, day);
    day += 1;
    const open = await openCheckout(t, client, unpaid);
    const before = await counts();
    const r = paymentMessages.adminRefund;
    const cases: [object, number, string, string | undefined][] = [
      [{ amount: 0, reason: 'x' }, 400, 'validation_error', r.amountPositive],
      [{ amount: -100, reason: 'x' }, 400, 'validation_error', r.amountPositive],
      [{ amount: 100.5, reason: 'x' }, 400, 'validation_error', r.amountWhole],
      [{ reason: 'x' }, 400, 'validation_error', r.amountRequired],
      [{ amount: 100 }, 400, 'validation_error', r.reasonRequired],
      [{ amount: 100, reason: '   ' }, 400, 'validation_error', r.reasonRequired],
      [{ amount: 100, reason: 'x'.repeat(501) }, 400, 'validation_error', r.reasonTooLong(500)],
      [{ amount: 30001, reason: 'x' }, 409, 'refund_exceeds_payment', undefined],
    ];
    for (const [body, status, code, field] of cases) {
      const res = await refund(paymentId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error.code).toBe(code);
      if (field) expect(Object.values(res.json().error.fields ?? {})).toContain(field);
    }
    const notPaid = await refund(open.paymentId, { amount: 100, reason: 'x' });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().error).toMatchObject({ code: 'payment_not_refundable', message: r.notPaid });
    expect((await refund('missing', { amount: 100, reason: 'x' })).statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('the same Idempotency-Key (header or body) answers the first refund and makes nothing new', async () => {
    const { bookingId, paymentId } = await paid();
    const a = await refund(paymentId, { amount: 5000, reason: 'Double click' }, { 'idempotency-key': 'k-123' });
    expect(a.statusCode, a.body).toBe(201);
    const b = await refund(paymentId, { amount: 5000, reason: 'Double click' }, { 'idempotency-key': 'k-123' });
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toMatchObject({ refundId: a.json().refundId, replayed: true, payment: { refunded: 5000 } });
    const c = await refund(paymentId, { amount: 5000, reason: 'Double click', idempotencyKey: 'k-456' });
    const d = await refund(paymentId, { amount: 5000, reason: 'Double click', idempotencyKey: 'k-456' });
    expect([c.statusCode, d.statusCode]).toEqual([201, 200]);
    expect(d.json().refundId).toBe(c.json().refundId);
    expect(await refundsOf(t, bookingId)).toHaveLength(2);
    expect((await refund(paymentId, { amount: 5000, reason: 'x' }, { 'idempotency-key': 'bad key!' })).statusCode).toBe(
      400,
    );
  });

  it('twenty refunds of the whole amount at once: exactly one goes through', async () => {
    const { bookingId, paymentId } = await paid();
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => refund(paymentId, { amount: 30000, reason: `Click ${i}` })),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    expect(
      codes.filter((c) => c === 201),
      codes.join(),
    ).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await refundsOf(t, bookingId)).toMatchObject([{ amount: 30000 }]);
    expect((await paymentsOf(t, bookingId))[0].status).toBe('refunded');
    await booksBalance();
  });

  it('admins only: a client or a host gets 403, anyone signed out 401', async () => {
    const { paymentId } = await paid();
    const before = await counts();
    for (const u of [client, host]) {
      expect((await as(t, u.cookie).get('/api/admin/payments')).statusCode).toBe(403);
      expect((await as(t, u.cookie).get(`/api/admin/payments/${paymentId}`)).statusCode).toBe(403);
      expect((await refund(paymentId, { amount: 100, reason: 'x' }, {}, u.cookie)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/payments' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/payments/${paymentId}` })).statusCode).toBe(401);
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${paymentId}/refunds`,
      payload: { amount: 100, reason: 'x' },
    });
    expect(anon.statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
