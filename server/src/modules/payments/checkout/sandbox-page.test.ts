import { beforeAll, describe, expect, it } from 'vitest';
import { formatDayTime } from '@espasyo/domain';
import { useTestApp, useUser } from '../../../test/hooks';
import { as } from '../../listings/core/listings.fixtures';
import {
  bookingToPay,
  instantListing,
  ledgerOf,
  openCheckout,
  paymentsOf,
  sandboxPage,
  statusOf,
  submitSandbox,
  kindsOf,
} from '../payments.fixtures';

/**
 * The sandbox gateway's hosted checkout (issue 19, decision 0034): the page, its form without
 * script, the signed webhook it sends and the way back to the booking.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host' });
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
let listing = '';

beforeAll(async () => {
  listing = await instantListing(t, host.user.id, { title: 'Dry room <Bel-Air> & more', pricePerDay: 123400 });
});

describe('the sandbox checkout page', () => {
  it('shows Test mode, the amount in pesos, the booking, the four methods and both buttons', async () => {
    const id = await bookingToPay(t, client, listing, 10);
    const c = await openCheckout(t, client, id);
    const { res, token } = await sandboxPage(t, c.checkoutUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    expect(res.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(res.body).toContain('Test mode');
    expect(res.body).toContain('₱1,234.00');
    expect(res.body).toContain('Dry room &lt;Bel-Air&gt; &amp; more');
    for (const label of ['GCash', 'Maya', 'Card', 'Bank transfer']) expect(res.body).toContain(`<span>${label}</span>`);
    expect(res.body).toContain('Authorise payment');
    expect(res.body).toContain('Fail payment');
    expect(res.body).toContain(`action="${c.checkoutUrl}"`);
    expect(res.body).not.toMatch(/<script/i);
    expect(token.length).toBeGreaterThan(20);
    // When it closes, as the app writes dates ('Thu, 10 Dec 2026, 3:05 PM' in Manila), never US style.
    const expiresAt = new Date((await paymentsOf(t, id))[0].expiresAt);
    expect(res.body).toContain(`This checkout closes on ${formatDayTime(expiresAt, 'Asia/Manila')}.`);
    expect(res.body).toMatch(
      /closes on (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M\./,
    );
  });

  it('authorise: the signed webhook confirms the booking, the ledger balances, the browser goes back', async () => {
    const id = await bookingToPay(t, client, listing, 11);
    const c = await openCheckout(t, client, id);
    const res = await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise', method: 'maya' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/client/bookings/${id}?payment=paid`);
    expect(await statusOf(t, id)).toBe('confirmed');
    const [p] = await paymentsOf(t, id);
    expect(p).toMatchObject({ status: 'paid', method: 'maya', gatewayFee: 2468, receivedAmount: 123400, flag: null });
    expect(p.gatewayReference).toMatch(/^sbx_pay_/);
    const events = await t.db.selectFrom('webhookEvents').selectAll().execute();
    expect(events.find((e) => e.type === 'checkout.paid')).toMatchObject({ result: 'confirmed', error: null });
    const booking = (await as(t, client.cookie).get(`/api/bookings/${id}`)).json();
    expect(booking.events.at(-1)).toMatchObject({ action: 'pay', actor: 'payment', toStatus: 'confirmed' });
    expect(booking.place.street).toBe('12 Secret Street');
    // Paid: each side has the other's contact; staff see the booking without it.
    expect(booking.contact).toEqual({ name: expect.any(String), phone: host.user.phone, email: host.user.email });
    const seenByHost = (await as(t, host.cookie).get(`/api/bookings/${id}`)).json();
    expect(seenByHost.contact).toMatchObject({ email: client.user.email });
    expect((await as(t, admin.cookie).get(`/api/bookings/${id}`)).json().contact).toBeNull();

    const ledger = await ledgerOf(t, id);
    expect(kindsOf(ledger)).toEqual(['gateway_fee:0', 'payment:0']);
    // ₱1,234.00: the 9% platform fee (₱111.06) comes out of the host's earnings; no tax.
    // The gateway kept its fee (Maya: 2%, ₱24.68), out of the clearing account.
    expect(ledger.balances).toEqual({
      gateway_clearing: 123400 - 2468,
      gateway_fees: 2468,
      host_pending: -112294,
      platform_fees: -11106,
    });

    // The page now says it is paid and links back; a second submission changes nothing.
    expect((await sandboxPage(t, c.checkoutUrl)).res.body).toContain('This checkout has been paid.');
    const again = await submitSandbox(t, c.checkoutUrl, {
      outcome: 'fail',
      token: (await sandboxPage(t, c.checkoutUrl)).token,
    });
    expect(again.statusCode).toBe(400); // the closed page has no form: no token to send
    expect(await statusOf(t, id)).toBe('confirmed');

    const seen = (await as(t, client.cookie).get(`/api/bookings/${id}/payments`)).json();
    expect(seen).toMatchObject({
      testMode: true,
      items: [{ status: 'paid', method: 'maya', amount: 123400, refunds: [] }],
    });
    expect(seen.items[0].gatewayFee).toBeUndefined();
    const byStaff = (await as(t, admin.cookie).get(`/api/bookings/${id}/payments`)).json();
    expect(byStaff.items[0]).toMatchObject({ gatewayFee: 2468, flag: null });
    expect((await as(t, host.cookie).get(`/api/bookings/${id}/payments`)).statusCode).toBe(200);
  });

  it('fail: the booking still awaits payment and the next checkout is a new one', async () => {
    const id = await bookingToPay(t, client, listing, 12);
    const c = await openCheckout(t, client, id);
    const res = await submitSandbox(t, c.checkoutUrl, { outcome: 'fail' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/client/bookings/${id}?payment=failed`);
    expect(await statusOf(t, id)).toBe('awaiting_payment');
    expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'failed', gatewayStatus: 'failed' });
    expect(await ledgerOf(t, id)).toEqual({ transactions: [], balances: {} });

    const next = await openCheckout(t, client, id);
    expect(next.checkoutUrl).not.toBe(c.checkoutUrl);
    await submitSandbox(t, next.checkoutUrl, { outcome: 'authorise', method: 'card' });
    expect(await statusOf(t, id)).toBe('confirmed');
    expect((await paymentsOf(t, id)).map((p) => p.status)).toEqual(['failed', 'paid']);
  });

  it('refuses a form from another site, without its token, or without a method, and changes nothing', async () => {
    const id = await bookingToPay(t, client, listing, 13);
    const c = await openCheckout(t, client, id);
    const crossSite = await submitSandbox(
      t,
      c.checkoutUrl,
      { outcome: 'authorise', method: 'gcash' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    const forged = await submitSandbox(t, c.checkoutUrl, {
      outcome: 'authorise',
      method: 'gcash',
      token: 'x'.repeat(43),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This form has expired');
    const noMethod = await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise' });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.body).toContain('role="alert">Choose how to pay');
    expect(await statusOf(t, id)).toBe('awaiting_payment');
    expect((await paymentsOf(t, id))[0].status).toBe('open');
    expect(
      await t.db
        .selectFrom('sandboxEvents')
        .select('id')
        .where('checkoutId', '=', c.checkoutUrl.split('/').pop()!)
        .execute(),
    ).toHaveLength(0);
  });

  it('an unknown checkout is a 404 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sandbox/checkout/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This checkout does not exist.');
  });
});

describe('the sandbox checkout page in Filipino (issue 34)', () => {
  it("is in the payer's language: their account's, else their browser's; Test mode, ₱ and the methods' names as ever", async () => {
    const id = await bookingToPay(t, client, listing, 40);
    const c = await openCheckout(t, client, id);
    const page = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: c.checkoutUrl, headers });

    expect((await as(t, client.cookie).put('/api/language', { language: 'fil' })).statusCode).toBe(200);
    try {
      const res = await page({ cookie: client.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="fil">');
      const expiresAt = new Date((await paymentsOf(t, id))[0].expiresAt);
      for (const words of [
        'Test mode',
        'Ito ang built-in na test gateway.',
        'Bayaran ang Espasyo',
        '₱1,234.00',
        'Piliin kung paano magbabayad',
        '<span>GCash</span>',
        '<span>Bank transfer</span>',
        'Aprubahan ang bayad',
        'Ibagsak ang bayad',
        'Bumalik nang hindi nagbabayad',
        `Magsasara ang checkout na ito sa ${formatDayTime(expiresAt, 'Asia/Manila', 'fil')}.`,
      ])
        expect(res.body, words).toContain(words);
      expect(res.body).not.toContain('Authorise payment');

      const noMethod = await submitSandbox(t, c.checkoutUrl, { outcome: 'authorise' }, { cookie: client.cookie });
      expect(noMethod.statusCode).toBe(400);
      expect(noMethod.body).toContain('role="alert">Piliin kung paano magbabayad');
    } finally {
      await as(t, client.cookie).put('/api/language', { language: 'en' });
    }

    // No account's choice (signed out, as a gateway's page is opened): the browser's language.
    const visitor = await page({ 'accept-language': 'fil-PH,en;q=0.5' });
    expect(visitor.body).toContain('Aprubahan ang bayad');
    const english = await page({ 'accept-language': 'en-US,en;q=0.9' });
    expect(english.body).toContain('<html lang="en">');
    expect(english.body).toContain('Authorise payment');
    const missing = await t.app.inject({
      method: 'GET',
      url: '/sandbox/checkout/nope',
      headers: { 'accept-language': 'fil' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Walang ganitong checkout.');
  });
});
