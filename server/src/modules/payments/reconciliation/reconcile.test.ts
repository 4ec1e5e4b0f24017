import { beforeAll, describe, expect, it } from 'vitest';
import { clockOf } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { newId } from '../../../lib/ids';
import { sandboxGatewayOf } from '../../gateways/sandbox.gateway';
import {
  bookingToPay,
  instantListing,
  ledgerOf,
  loseWebhooks,
  openCheckout,
  paymentsOf,
  sandboxEvent,
  statusOf,
  submitSandbox,
  kindsOf,
} from '../payments.fixtures';
import { reconcilePayments } from './reconcile.service';

/** Reconciliation (design §6): a lost webhook, or a failed processing, loses nothing. */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
let listing = '';

beforeAll(async () => {
  listing = await instantListing(t, host.user.id);
});

describe('payments reconciliation', () => {
  it('confirms a booking whose webhook was lost, once its checkout has been open 10 minutes', async () => {
    const id = await bookingToPay(t, client, listing, 10);
    const c = await openCheckout(t, client, id);
    loseWebhooks(t, true);
    try {
      await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise', method: 'gcash' });
    } finally {
      loseWebhooks(t, false);
    }
    expect(await statusOf(t, id)).toBe('awaiting_payment');
    expect(await reconcilePayments(t.ctx)).toEqual({}); // not yet: a webhook may still come
    clockOf(t).advance(10 * 60_000);
    expect(await reconcilePayments(t.ctx)).toEqual({ confirmed: 1 });
    expect(await statusOf(t, id)).toBe('confirmed');
    expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'paid', method: 'gcash', gatewayStatus: 'paid' });
    expect(kindsOf(await ledgerOf(t, id))).toEqual(['gateway_fee:0', 'payment:0']);

    // The gateway's retry arrives at last: recorded, and nothing more happens.
    expect(await sandboxGatewayOf(t.ctx).deliverPending()).toEqual({ delivered: 1, failed: 0 });
    const event = await t.db
      .selectFrom('webhookEvents')
      .selectAll()
      .where('type', '=', 'checkout.paid')
      .executeTakeFirstOrThrow();
    expect(event.result).toBe('already_settled');
    expect((await ledgerOf(t, id)).transactions).toHaveLength(2); // the payment and the gateway's fee
    expect(await reconcilePayments(t.ctx)).toEqual({});
  });

  it('expires a checkout whose time ran out at the gateway', async () => {
    const id = await bookingToPay(t, client, listing, 11);
    await openCheckout(t, client, id);
    clockOf(t).advance(31 * 60_000);
    // Asked, the gateway closes it and says so by its webhook too: whichever comes first settles it.
    expect(await reconcilePayments(t.ctx)).toEqual({ unchanged: 1 });
    const [p] = await paymentsOf(t, id);
    expect(p).toMatchObject({ status: 'expired', gatewayStatus: 'expired' });
    const event = await t.db
      .selectFrom('webhookEvents')
      .selectAll()
      .where('type', '=', 'checkout.expired')
      .executeTakeFirstOrThrow();
    expect(event.result).toBe('expired');
    expect(await statusOf(t, id)).toBe('awaiting_payment'); // the booking's own timer expires it
  });

  it('processes again an event recorded but not processed', async () => {
    const id = await bookingToPay(t, client, listing, 12);
    const c = await openCheckout(t, client, id);
    const event = await sandboxEvent(t, c.checkoutUrl, {
      status: 'paid',
      method: 'maya',
      paymentReference: 'sbx_pay_x',
      fee: 200,
      paidAt: t.clock.now(),
    });
    await t.db
      .insertInto('webhookEvents')
      .values({
        id: newId(),
        gateway: 'sandbox',
        eventId: event.id,
        type: event.type,
        bodySha256: 'x',
        payload: JSON.stringify(event),
        receivedAt: t.clock.now(),
        error: 'the process stopped',
      })
      .execute();
    clockOf(t).advance(2 * 60_000);
    expect(await reconcilePayments(t.ctx)).toEqual({ events_processed: 1 });
    expect(await statusOf(t, id)).toBe('confirmed');
    const row = await t.db
      .selectFrom('webhookEvents')
      .selectAll()
      .where('eventId', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ result: 'confirmed', error: null });
  });
});
