import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { useFakeServer } from '../../gateways/fake-gateway.fixtures';
import { FakePayMongo, PAYMONGO_TEST_KEY } from '../../gateways/fake-paymongo.fixtures';
import { FakeStripe, STRIPE_TEST_KEY } from '../../gateways/fake-stripe.fixtures';
import { GatewayError } from '../../gateways/gateway.types';
import { gatewayNamed } from '../../gateways/gateways.service';

/**
 * api.webhookTimeout (issue 30): how long a call to a payment gateway's API waits for its answer,
 * read live at each call. Local servers answer as PayMongo's and Stripe's APIs do, slowly.
 */
const paymongo = useFakeServer(new FakePayMongo());
const stripe = useFakeServer(new FakeStripe());
const env: Record<string, string> = { PAYMONGO_SECRET_KEY: PAYMONGO_TEST_KEY, STRIPE_SECRET_KEY: STRIPE_TEST_KEY };
beforeAll(() => Object.assign(env, { PAYMONGO_API_URL: paymongo.url, STRIPE_API_URL: stripe.url }));
const t = useTestApp({ env });
const admin = useUser(t, { type: 'admin' });

const day = { from: new Date('2026-03-01T00:00:00Z'), to: new Date('2026-03-02T00:00:00Z'), refundedPayments: [] };

/** How long `call` took, in ms, and what it answered or threw. */
async function timed(call: () => Promise<unknown>) {
  const start = performance.now();
  const outcome = await call().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { ms: performance.now() - start, ...outcome };
}

describe('api.webhookTimeout: a payment gateway that answers too slowly is cut off', () => {
  it('PayMongo: a call is abandoned at the setting, and answered once the setting allows the wait', async () => {
    paymongo.delayMs = 4_000;
    await setSettings(t, admin.cookie, 'api', { webhookTimeout: 1_000 });
    const cut = await timed(() => gatewayNamed(t.ctx, 'paymongo').listSettled(day));
    expect(cut).toMatchObject({ error: expect.any(GatewayError) });
    expect(cut.ms).toBeGreaterThanOrEqual(950);
    expect(cut.ms).toBeLessThan(2_000);

    paymongo.delayMs = 1_500;
    await setSettings(t, admin.cookie, 'api', { webhookTimeout: 5_000 });
    const answered = await timed(() => gatewayNamed(t.ctx, 'paymongo').listSettled(day));
    expect(answered).toMatchObject({ value: { payments: [], refunds: [] } });
    expect(answered.ms).toBeGreaterThanOrEqual(1_450);
  });

  it('Stripe: each attempt is abandoned at the setting (one retry), and answered once the setting allows the wait', async () => {
    stripe.delayMs = 4_000;
    await setSettings(t, admin.cookie, 'api', { webhookTimeout: 1_000 });
    const before = stripe.seen.length;
    const cut = await timed(() => gatewayNamed(t.ctx, 'stripe').listSettled(day));
    expect(cut).toMatchObject({ error: expect.any(GatewayError) });
    expect(stripe.seen.length - before).toBe(2); // the attempt and its retry
    expect(cut.ms).toBeGreaterThanOrEqual(1_900);
    expect(cut.ms).toBeLessThan(4_000);

    stripe.delayMs = 1_500;
    await setSettings(t, admin.cookie, 'api', { webhookTimeout: 5_000 });
    const answered = await timed(() => gatewayNamed(t.ctx, 'stripe').listSettled(day));
    expect(answered).toMatchObject({ value: { payments: [], refunds: [] } });
  });
});
