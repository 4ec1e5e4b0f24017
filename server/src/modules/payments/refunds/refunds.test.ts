import { beforeAll, describe, expect, it } from 'vitest';
import { clockOf, recordPushes } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as, dayFromToday } from '../../listings/core/listings.fixtures';
import { GatewayError } from '../../gateways/gateway.types';
import { sandboxGatewayOf } from '../../gateways/sandbox.gateway';
import {
  bookingToPay,
  instantListing,
  ledgerOf,
  openCheckout,
  payBooking,
  paymentsOf,
  refundsOf,
  sandboxPage,
  statusOf,
} from '../payments.fixtures';
import { reconcilePayments } from '../reconciliation/reconcile.service';

/**
 * Cancelling a paid booking (issue 19, design §5–6): the refund by the policy (or in full), to the
 * centavo, through the gateway and into the ledger; an unpaid booking's checkout is closed.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
const moderator = useUser(t, { type: 'moderator' });
let flexible = '';
let moderate = '';

beforeAll(async () => {
  flexible = await instantListing(t, host.user.id, { cancellationPolicy: 'flexible' });
  moderate = await instantListing(t, host.user.id, { cancellationPolicy: 'moderate' });
});

const cancel = (cookie: string, id: string, reason?: string) =>
  as(t, cookie).post(`/api/bookings/${id}/cancel`, reason ? { reason } : undefined);

/** Makes the sandbox refuse refunds until the returned function is called. */
function refuseRefunds() {
  const sandbox = sandboxGatewayOf(t.ctx);
  const refund = sandbox.refund.bind(sandbox);
  sandbox.refund = async () => {
    throw new GatewayError('The sandbox is down');
  };
  return () => void (sandbox.refund = refund);
}

/** The outbox's task that sends a refund to the gateway. */
const refundTask = (refundId: string) =>
  t.db
    .selectFrom('outboxTasks')
    .selectAll()
    .where('kind', '=', 'payment.refund')
    .where('summary', '=', `refund ${refundId}`)
    .executeTakeFirstOrThrow();

/** The refunds the sandbox gateway made for a booking's payment. */
async function gatewayRefunds(bookingId: string) {
  const [p] = await paymentsOf(t, bookingId);
  return t.db.selectFrom('sandboxRefunds').selectAll().where('checkoutId', '=', p.checkoutId!).execute();
}

describe('cancelling a paid booking', () => {
  it('by the client, more than 24 h ahead on flexible: everything back but the 5% cancellation fee', async () => {
    const id = await bookingToPay(t, client, flexible, 10, 12); // 3 days × ₱100
    await payBooking(t, client, id);
    const preview = (await as(t, client.cookie).get(`/api/bookings/${id}/cancellation`)).json();
    expect(preview).toMatchObject({ paid: 30000, refund: 28500, kept: 1500 });

    const res = await cancel(client.cookie, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect(await refundsOf(t, id)).toMatchObject([{ amount: 28500, reason: 'cancellation', status: 'succeeded' }]);
    expect((await paymentsOf(t, id))[0].status).toBe('partially_refunded');
    const [p] = await paymentsOf(t, id);
    const atGateway = await t.db
      .selectFrom('sandboxCheckouts')
      .selectAll()
      .where('id', '=', p.checkoutId!)
      .executeTakeFirstOrThrow();
    expect(atGateway.refunded).toBe(28500);

    const ledger = await ledgerOf(t, id);
    expect(ledger.transactions.map((x) => [x.kind, x.sum])).toEqual(
      expect.arrayContaining([
        ['payment', 0],
        ['refund', 0],
      ]),
    );
    // The platform keeps the fee; the host and the platform fee are given back; ₱285 went out.
    // The gateway kept its fee (GCash 2.5% of ₱300), refund or not.
    expect(ledger.balances).toEqual({
      gateway_clearing: 1500 - 750,
      gateway_fees: 750,
      host_pending: 0,
      platform_fees: 0,
      cancellation_fees: -1500,
    });
    const seen = (await as(t, client.cookie).get(`/api/bookings/${id}/payments`)).json();
    expect(seen.items[0]).toMatchObject({
      status: 'partially_refunded',
      refunded: 28500,
      refunds: [{ amount: 28500, reason: 'cancellation', status: 'succeeded' }],
    });
  });

  it('by the client within 5 days on moderate, tax on: half kept, the tax on it kept, to the centavo', async () => {
    await setSettings(t, admin.cookie, 'financial', { taxCalculationEnabled: true, taxRate: 12 });
    try {
      const id = await bookingToPay(t, client, moderate, 3, 5); // ₱300 + ₱36 tax = ₱336
      await payBooking(t, client, id);
      expect((await cancel(client.cookie, id)).statusCode).toBe(200);
      // Kept: 50% of ₱300 = ₱150, of which the host ₱136.50 and the platform fee ₱13.50; tax
      // returned in proportion: ₱18 of ₱36. Back to the client: ₱150 + ₱18 = ₱168.
      expect(await refundsOf(t, id)).toMatchObject([{ amount: 16800, status: 'succeeded' }]);
      expect((await ledgerOf(t, id)).balances).toEqual({
        gateway_clearing: 16800 - 840, // less the gateway's 2.5% of ₱336
        gateway_fees: 840,
        host_pending: -13650,
        platform_fees: -1350,
        tax_payable: -1800,
      });
    } finally {
      await setSettings(t, admin.cookie, 'financial', { taxCalculationEnabled: false });
    }
  });

  it('by the host, with a reason: every centavo back, the books at zero', async () => {
    const id = await bookingToPay(t, client, flexible, 20);
    await payBooking(t, client, id);
    expect((await cancel(host.cookie, id, 'The unit flooded')).statusCode).toBe(200);
    expect(await refundsOf(t, id)).toMatchObject([{ amount: 10000, status: 'succeeded' }]);
    expect((await paymentsOf(t, id))[0].status).toBe('refunded');
    // Everything at zero but what the gateway kept of the payment (2.5% of ₱100).
    const { balances } = await ledgerOf(t, id);
    expect(balances).toMatchObject({ gateway_clearing: -250, gateway_fees: 250 });
    expect(Object.entries(balances).every(([a, b]) => b === 0 || a.startsWith('gateway_'))).toBe(true);
  });

  it('not by a moderator (issue 29): "not found" as to anyone else, nothing refunded, no audit row', async () => {
    const id = await bookingToPay(t, client, flexible, 14);
    await payBooking(t, client, id);
    const staff = as(t, moderator.cookie);
    for (const res of [
      await staff.get(`/api/bookings/${id}`),
      await staff.get(`/api/bookings/${id}/cancellation`),
      await staff.get(`/api/bookings/${id}/payments`),
      await staff.post(`/api/bookings/${id}/cancel`, { reason: 'Refund by a moderator' }),
    ]) {
      expect([res.statusCode, res.json().error.code]).toEqual([404, 'not_found']);
    }
    expect(await statusOf(t, id)).toBe('confirmed');
    expect(await refundsOf(t, id)).toEqual([]);
    expect(await t.db.selectFrom('auditLog').select('action').where('targetId', '=', id).execute()).toEqual([]);
    // A request waiting on the host: a moderator neither accepts nor declines it.
    const asked = await as(t, client.cookie).post('/api/bookings', {
      listingId: await instantListing(t, host.user.id, { instantBook: false }),
      startDate: await dayFromToday(t, 15),
      endDate: await dayFromToday(t, 15),
    });
    const pending = asked.json().id as string;
    expect((await staff.post(`/api/bookings/${pending}/accept`)).statusCode).toBe(404);
    expect((await staff.post(`/api/bookings/${pending}/decline`, { reason: 'No' })).statusCode).toBe(404);
    expect(await statusOf(t, pending)).toBe('pending');
    // An admin still does, audited.
    expect((await as(t, admin.cookie).post(`/api/bookings/${pending}/accept`)).statusCode).toBe(200);
    expect(await statusOf(t, pending)).toBe('awaiting_payment');
  });

  it('a refund the gateway refuses stays owed, the cancellation stands, and the outbox sends it once, later', async () => {
    const id = await bookingToPay(t, client, flexible, 21);
    await payBooking(t, client, id);
    const live = recordPushes(t);
    const told = () => live.pushes.filter(([, d]) => (d as { type: string }).type === 'payment.updated');
    const restore = refuseRefunds();
    try {
      expect((await cancel(admin.cookie, id, 'Listing under investigation')).statusCode).toBe(200);
      restore();
      expect(await statusOf(t, id)).toBe('cancelled');
      const [refund] = await refundsOf(t, id);
      expect(refund).toMatchObject({ amount: 10000, status: 'pending', attempts: 1, error: 'The sandbox is down' });
      expect(told()).toEqual([]); // still on its way: nothing new to show
      expect(await refundTask(refund.id)).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await refundTask(refund.id)).lastError).toMatch(/^Sending the refund to the payment gateway failed\./);
      expect(await reconcilePayments(t.ctx)).toEqual({}); // the outbox has it: reconciliation waits

      clockOf(t).advance(30_000); // the outbox's first backoff
      await t.ctx.outbox.deliverDue();
      expect(await refundsOf(t, id)).toMatchObject([{ status: 'succeeded', attempts: 2, error: null }]);
      expect(await refundTask(refund.id)).toMatchObject({ status: 'delivered', attempts: 2 });
      // Gone through: the client's booking page and Payments read it again, live.
      expect(told()).toEqual([[`user:${client.user.id}`, { type: 'payment.updated', bookingId: id }]]);
    } finally {
      restore();
      live.stop();
    }
    clockOf(t).advance(10 * 60_000);
    expect(await reconcilePayments(t.ctx)).toEqual({});
    expect(await gatewayRefunds(id)).toHaveLength(1);
  });

  it('a refund the outbox gave up on is sent by reconciliation, once', async () => {
    const id = await bookingToPay(t, client, flexible, 23);
    await payBooking(t, client, id);
    const restore = refuseRefunds();
    try {
      expect((await cancel(host.cookie, id, 'The unit flooded')).statusCode).toBe(200);
      const [refund] = await refundsOf(t, id);
      for (let i = 0; i < 7; i++) {
        clockOf(t).advance(35 * 60_000); // past each backoff (30 s … 32 min): the sessions stay alive
        await t.ctx.outbox.deliverDue();
      }
      expect(await refundTask(refund.id)).toMatchObject({ status: 'failed', attempts: 8 });
      expect(await refundsOf(t, id)).toMatchObject([{ status: 'pending', attempts: 8 }]);
    } finally {
      restore();
    }
    clockOf(t).advance(10 * 60_000);
    expect(await reconcilePayments(t.ctx)).toMatchObject({ refunds_sent: 1 });
    expect(await refundsOf(t, id)).toMatchObject([{ status: 'succeeded', attempts: 9, error: null }]);
    expect(await gatewayRefunds(id)).toHaveLength(1);
    // Staff retrying the failed task later finds nothing owed: done, not refunded twice.
    const [refund] = await refundsOf(t, id);
    const retried = await as(t, admin.cookie).post(
      `/api/admin/tools/deliveries/${(await refundTask(refund.id)).id}/retry`,
    );
    expect(retried.json().delivery).toMatchObject({ status: 'delivered' });
    expect(await gatewayRefunds(id)).toHaveLength(1);
  });
});

describe('cancelling before payment', () => {
  it("closes the booking's open checkout here and at the gateway: its page can no longer be paid", async () => {
    const id = await bookingToPay(t, client, flexible, 22);
    const c = await openCheckout(t, client, id);
    expect((await cancel(client.cookie, id)).statusCode).toBe(200);
    expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'expired', gatewayStatus: 'expired' });
    expect((await sandboxPage(t, c.checkoutUrl)).res.body).toContain('This checkout has expired.');
    expect(await refundsOf(t, id)).toEqual([]);
    expect((await ledgerOf(t, id)).transactions).toEqual([]);
  });

  it('a gateway that fails to close the checkout is asked again by the outbox after its backoff', async () => {
    const id = await bookingToPay(t, client, flexible, 24);
    const c = await openCheckout(t, client, id);
    const sandbox = sandboxGatewayOf(t.ctx);
    const expire = sandbox.expireCheckout.bind(sandbox);
    sandbox.expireCheckout = async () => {
      throw new GatewayError('The sandbox is down');
    };
    try {
      expect((await cancel(client.cookie, id)).statusCode).toBe(200);
    } finally {
      sandbox.expireCheckout = expire;
    }
    const [p] = await paymentsOf(t, id);
    expect(p).toMatchObject({ status: 'expired', gatewayStatus: 'open' }); // closed here at once
    const task = await t.db
      .selectFrom('outboxTasks')
      .selectAll()
      .where('summary', '=', `checkout of payment ${p.id}`)
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({ kind: 'payment.close_checkout', status: 'pending', attempts: 1 });
    clockOf(t).advance(30_000);
    await t.ctx.outbox.deliverDue();
    expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'expired', gatewayStatus: 'expired' });
    expect((await sandboxPage(t, c.checkoutUrl)).res.body).toContain('This checkout has expired.');
  });
});
