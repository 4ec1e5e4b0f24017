import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { MyPaymentsPage, Receipt } from '@espasyo/domain/contracts/receipts';
import { formatDayTime } from '@espasyo/domain/format';
import { bookingDatesIn } from '../../../lib/document-words';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as } from '../../listings/core/listings.fixtures';
import { bookingToPay, instantListing, openCheckout, payBooking, submitSandbox } from '../payments.fixtures';
import { renderReceiptPdf } from './receipt-pdf';

/**
 * A client's payments page and receipts (issue 20): GET /api/me/payments lists payments and
 * refunds newest first; each paid payment and each refund that went through has an
 * acknowledgement receipt as JSON and as a PDF, for its own client only.
 */
const t = useTestApp();
const host = useUser(t, { type: 'host', firstName: 'Maria', lastName: 'Santos' });
const client = useUser(t, { type: 'client', firstName: 'Juan', lastName: 'Dela Cruz' });
const other = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });

let paid = ''; // booking paid by GCash, 3 days × ₱100 + 12% tax
let cancelled = ''; // booking paid by Maya, then cancelled by the client: a refund
let failedFirst = ''; // a first checkout failed, then paid by card
const ids = { paid: '', cancelledPayment: '', refund: '', failed: '', paidAfterFailure: '' };

const get = (cookie: string, url: string) => as(t, cookie).get(url);
const anonymous = (url: string) => t.app.inject({ method: 'GET', url });

async function pdfText(body: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(doc, { mergePages: true })).text.replace(/\s+/g, ' ');
}

beforeAll(async () => {
  await setSettings(t, admin.cookie, 'financial', { taxCalculationEnabled: true, taxRate: 12 });
  const listing = await instantListing(t, host.user.id, {
    title: 'Dry room in Bel-Air',
    cancellationPolicy: 'flexible',
  });

  paid = await bookingToPay(t, client, listing, 10, 12);
  ids.paid = (await payBooking(t, client, paid, 'gcash')).paymentId;

  cancelled = await bookingToPay(t, client, listing, 20, 21);
  ids.cancelledPayment = (await payBooking(t, client, cancelled, 'maya')).paymentId;
  const res = await as(t, client.cookie).post(`/api/bookings/${cancelled}/cancel`, { reason: 'Plans changed' });
  expect(res.statusCode, res.body).toBe(200);
  const refund = await t.db
    .selectFrom('refunds')
    .selectAll()
    .where('bookingId', '=', cancelled)
    .executeTakeFirstOrThrow();
  expect(refund.status).toBe('succeeded');
  ids.refund = refund.id;

  failedFirst = await bookingToPay(t, client, listing, 30, 30);
  const c = await openCheckout(t, client, failedFirst);
  expect((await submitSandbox(t, c.checkoutUrl, { outcome: 'fail' })).statusCode).toBe(303);
  ids.failed = c.paymentId;
  ids.paidAfterFailure = (await payBooking(t, client, failedFirst, 'card')).paymentId;
});

describe('GET /api/me/payments', () => {
  it("lists the client's payments and refunds, newest first, each with its booking, host, method and receipt", async () => {
    const res = await get(client.cookie, '/api/me/payments');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as MyPaymentsPage;
    expect(page).toMatchObject({ total: 5, page: 1, pageSize: 20, testMode: true });
    expect(page.items.map((i) => [i.kind, i.status, i.method, i.amount, i.receipt])).toEqual([
      ['payment', 'paid', 'card', 11200, true], // 1 day × ₱100 + 12%
      ['payment', 'failed', null, 11200, false],
      ['refund', 'succeeded', 'maya', 21280, true], // ₱224 − 5% cancellation fee
      ['payment', 'partially_refunded', 'maya', 22400, true],
      ['payment', 'paid', 'gcash', 33600, true],
    ]);
    expect(page.items.map((i) => i.id)).toEqual([
      ids.paidAfterFailure,
      ids.failed,
      ids.refund,
      ids.cancelledPayment,
      ids.paid,
    ]);
    const [, , refund, , first] = page.items;
    expect(refund).toMatchObject({ reason: 'cancellation', paymentId: ids.cancelledPayment, gateway: 'sandbox' });
    expect(first).toMatchObject({
      reason: null,
      paymentId: ids.paid,
      currency: 'PHP',
      testMode: true,
      host: { name: 'Maria S.' },
      booking: { id: paid, listingTitle: 'Dry room in Bel-Air', kind: 'days', units: 1 },
    });
    expect(first.reference).toMatch(/\S/);
    expect(first.booking.startDate < first.booking.endDate!).toBe(true);
  });

  it('pages through them', async () => {
    const res = await get(client.cookie, '/api/me/payments?page=2&pageSize=2');
    const page = res.json() as MyPaymentsPage;
    expect(page).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.items.map((i) => i.id)).toEqual([ids.refund, ids.cancelledPayment]);
  });

  it('shows another client none of them, refuses a host (clients only) and asks anyone signed out to sign in', async () => {
    expect((await get(other.cookie, '/api/me/payments')).json()).toMatchObject({ items: [], total: 0 });
    const hostRes = await get(host.cookie, '/api/me/payments');
    expect(hostRes.statusCode).toBe(403);
    expect(hostRes.json().error.code).toBe('clients_only');
    expect((await anonymous('/api/me/payments')).statusCode).toBe(401);
  });
});

describe('GET /api/me/payments/:id/receipt', () => {
  it("gives a paid payment's receipt: what was paid, for which booking, to which host, how and through whom", async () => {
    const res = await get(client.cookie, `/api/me/payments/${ids.paid}/receipt`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as Receipt;
    expect(r).toMatchObject({
      id: ids.paid,
      kind: 'payment',
      platformName: 'Espasyo',
      testMode: true,
      client: { name: 'Juan Dela Cruz', email: client.user.email },
      host: { name: 'Maria S.' },
      booking: { id: paid, listingTitle: 'Dry room in Bel-Air', units: 1 },
      quote: {
        lines: [{ unit: 'day', count: 3, price: 10000, amount: 30000 }],
        subtotal: 30000,
        tax: 3600,
        total: 33600,
      },
      payment: { id: ids.paid, amount: 33600, method: 'gcash', gateway: 'sandbox', refunded: 0 },
      refund: null,
    });
    expect(r.payment.reference).toMatch(/\S/);
    expect(r.payment.paidAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("gives a refund's receipt with the amount, reason and the payment it came from", async () => {
    const r = (await get(client.cookie, `/api/me/payments/${ids.refund}/receipt`)).json() as Receipt;
    expect(r).toMatchObject({
      id: ids.refund,
      kind: 'refund',
      payment: { id: ids.cancelledPayment, amount: 22400, method: 'maya', refunded: 21280 },
      refund: { id: ids.refund, amount: 21280, reason: 'cancellation', cancelledBy: 'client' },
    });
  });

  it('has none for a payment that failed', async () => {
    const res = await get(client.cookie, `/api/me/payments/${ids.failed}/receipt`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it("is not found for another client, forbidden to a host (even the booking's), and needs a sign-in", async () => {
    for (const id of [ids.paid, ids.refund]) {
      for (const suffix of ['receipt', 'receipt.pdf']) {
        const url = `/api/me/payments/${id}/${suffix}`;
        const theirs = await get(other.cookie, url);
        expect(theirs.statusCode, url).toBe(404);
        expect(theirs.json().error.code).toBe('not_found');
        expect((await get(host.cookie, url)).statusCode, url).toBe(403);
        expect((await get(admin.cookie, url)).statusCode, url).toBe(403);
        expect((await anonymous(url)).statusCode, url).toBe(401);
      }
    }
    expect((await get(client.cookie, '/api/me/payments/nope/receipt')).statusCode).toBe(404);
  });
});

describe('GET /api/me/payments/:id/receipt.pdf', () => {
  it('downloads a PDF that says what was paid, for what, to whom and through whom, in ₱ with two decimals', async () => {
    const res = await get(client.cookie, `/api/me/payments/${ids.paid}/receipt.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="espasyo-receipt-\d{4}-\d\d-\d\d-\w{8}\.pdf"$/,
    );
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const words of [
      'Espasyo',
      'Acknowledgement receipt',
      'Payment received',
      '₱336.00',
      '₱100.00 × 3 days',
      '₱300.00',
      'Tax (12%)',
      '₱36.00',
      'Dry room in Bel-Air',
      paid,
      'Maria S.',
      'Juan Dela Cruz',
      'GCash',
      'Sandbox (test gateway)',
      'Test mode',
      ids.paid,
      'not an official receipt or an invoice',
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toMatch(/official receipt(?! or)/i);
  });

  it("a refund's PDF says what went back, when and why", async () => {
    const res = await get(client.cookie, `/api/me/payments/${ids.refund}/receipt.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="espasyo-refund-receipt-/);
    const text = await pdfText(res.rawPayload);
    for (const words of ['Refund sent', 'Amount refunded', '₱212.80', 'Booking cancelled by you', '₱224.00', 'Maya']) {
      expect(text, words).toContain(words);
    }
  });

  it('keeps its text readable in the content streams when not compressed (a ₱ set in the font that has it)', async () => {
    const receipt = (await get(client.cookie, `/api/me/payments/${ids.paid}/receipt`)).json() as Receipt;
    const pdf = await renderReceiptPdf(receipt, { compress: false });
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    expect(raw).not.toContain('/FlateDecode');
    expect(raw).toMatch(/NotoSans/);
    expect(await pdfText(pdf)).toContain('₱336.00');
  });
});

describe('a receipt in Filipino (issue 34)', () => {
  beforeAll(async () => {
    expect((await as(t, client.cookie).put('/api/language', { language: 'fil' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await as(t, client.cookie).put('/api/language', { language: 'en' });
  });

  it("is in the client's language: its labels, and its dates with Filipino day and month names; ₱ as ever", async () => {
    const receipt = (await get(client.cookie, `/api/me/payments/${ids.paid}/receipt`)).json() as Receipt;
    const res = await get(client.cookie, `/api/me/payments/${ids.paid}/receipt.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const words of [
      'Acknowledgement receipt',
      'Natanggap ang bayad',
      'Halagang ibinayad',
      `Resibo blg. ${ids.paid}`,
      'Petsa ng bayad',
      'Ibinayad sa pamamagitan ng',
      'Mula at para kay',
      'Tinanggap ng',
      'Espasyo, para sa host',
      'Mga petsa',
      bookingDatesIn(receipt.booking, receipt.timeZone, 'fil'),
      formatDayTime(new Date(receipt.payment.paidAt), receipt.timeZone, 'fil'),
      '₱336.00',
      '₱100.00 × 3 araw',
      'Buwis (12%)',
      'Kabuuan',
      'Test mode: ginawa sa sandbox gateway',
      'hindi official receipt o invoice',
    ]) {
      expect(text, words).toContain(words);
    }
    for (const english of ['Payment received', 'Amount paid', 'Date paid', 'What was paid for', 'Total'])
      expect(text, english).not.toContain(english);
  });

  it("a refund's: why it went back, in Filipino", async () => {
    const text = await pdfText((await get(client.cookie, `/api/me/payments/${ids.refund}/receipt.pdf`)).rawPayload);
    for (const words of ['Naipadala ang refund', 'Halagang na-refund', '₱212.80', 'Kinansela mo ang booking', 'Maya'])
      expect(text, words).toContain(words);
  });

  it("follows the browser's language for someone who has not chosen one", async () => {
    await t.db.updateTable('users').set({ language: null }).where('id', '=', client.user.id).execute();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/me/payments/${ids.paid}/receipt.pdf`,
      headers: { cookie: client.cookie, 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.8' },
    });
    expect(await pdfText(res.rawPayload)).toContain('Natanggap ang bayad');
  });
});
