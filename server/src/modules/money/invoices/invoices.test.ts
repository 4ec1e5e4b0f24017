import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { monthBounds, monthIn } from '@espasyo/domain';
import type { Invoice } from '@espasyo/domain/contracts/invoices';
import { moneyJobs } from '../../../jobs/money-jobs';
import { clockOf, createUser, signIn, type BuiltUser } from '../../../test/builders';
import { useTestApp, useUser } from '../../../test/hooks';
import { setSettings } from '../../../test/settings-helpers';
import { as } from '../../listings/core/listings.fixtures';
import { bookingToPay, instantListing, payBooking } from '../../payments/payments.fixtures';
import { newId } from '../../../lib/ids';

/**
 * The platform's fee invoices to hosts (issue 20, decision 0039): the monthly job issues last
 * month's invoice (fees of payments) and credit memo (fees refunded) once; the VAT apart when tax
 * is on; the PDF's words; who may see what; staff's list and issue; the host's TIN; the
 * withholding summary.
 */
const t = useTestApp();
const client = useUser(t, { type: 'client' });
const admin = useUser(t, { type: 'admin' });
const host = useUser(t, { type: 'host' });
const other = useUser(t, { type: 'host' });
const TZ = 'Asia/Manila';
let month: string;

const job = moneyJobs.find((j) => j.name === 'fee-invoices')!;
const list = async (u: BuiltUser) => {
  const res = await as(t, u.cookie).get('/api/host/invoices');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Invoice[]; total: number };
};
const pdfText = async (body: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text.replace(/\s+/g, ' ');

async function paid(price: number) {
  const listing = await instantListing(t, host.user.id, { pricePerDay: price });
  const id = await bookingToPay(t, client, listing, 3, 3);
  await payBooking(t, client, id);
  return id;
}

beforeAll(async () => {
  month = monthIn(TZ, t.clock.now());
  await setSettings(t, admin.cookie, 'financial', {
    companyName: 'Espasyo Technologies Inc.',
    companyAddress: '8 Rockwell Drive, Makati City',
    companyTin: '123456789 00000',
  });
  expect((await as(t, host.cookie).put('/api/host/tax-details', { tin: '987 654 321 000' })).json()).toEqual({
    tin: '987-654-321-000',
  });
  // Two bookings paid (fees ₱90 and ₱180), the second cancelled by the host: its fee comes back.
  await paid(100_000);
  const cancelled = await paid(200_000);
  const res = await as(t, host.cookie).post(`/api/bookings/${cancelled}/cancel`, { reason: 'Flooded' });
  expect(res.statusCode, res.body).toBe(200);
});

/** 02:00 on the 1st of the next month in Manila, everyone signed in again. */
async function toNextMonth() {
  clockOf(t).set(new Date(monthBounds(month, TZ).end.getTime() + 2 * 3_600_000));
  for (const u of [client, admin, host, other]) u.cookie = (await signIn(t, u.email, u.password)).cookie!;
}

describe('issuing', () => {
  it("staff's list with no documents issued yet is an empty page (the hosts' names are looked up for none)", async () => {
    expect(await t.db.selectFrom('invoices').select('id').execute()).toEqual([]);
    for (const query of ['', `?month=${month}`]) {
      const res = await as(t, admin.cookie).get(`/api/admin/invoices${query}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    }
  });

  it('refuses a month that has not ended', async () => {
    const res = await as(t, admin.cookie).post('/api/admin/invoices/issue', { month });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ month: 'A month can be invoiced only once it has ended.' });
    expect(await t.db.selectFrom('invoices').selectAll().execute()).toEqual([]);
  });

  it('the monthly job issues last month once: an invoice for the fees, a credit memo for the fee refunded', async () => {
    await setSettings(t, admin.cookie, 'financial', { taxCalculationEnabled: true, taxRate: 12 });
    await toNextMonth();
    expect(await job.run(t.ctx)).toBe(`${month}: 1 invoice(s) and 1 credit memo(s) issued.`);
    // Again, and by two instances at once: nothing more.
    await Promise.all([job.run(t.ctx), job.run(t.ctx)]);
    expect(await job.run(t.ctx)).toBe(`Nothing to issue for ${month}.`);
    const year = monthIn(TZ, t.clock.now()).slice(0, 4); // the year of issue in Manila (1 January's 02:00 is still 31 December in UTC)
    const { items, total } = await list(host);
    expect(total).toBe(2);
    const invoice = items.find((i) => i.kind === 'invoice')!;
    const credit = items.find((i) => i.kind === 'credit_note')!;
    // ₱270 of fees, VAT included at 12%: ₱241.07 + ₱28.93.
    expect(invoice).toMatchObject({
      number: `ESP-${year}-000001`,
      month,
      amount: 27_000,
      vatable: 24_107,
      vat: 2_893,
      vatRate: 12,
    });
    expect(credit).toMatchObject({
      number: `ESP-CM-${year}-000001`,
      month,
      amount: 18_000,
      vatable: 16_071,
      vat: 1_929,
    });
    // Nothing for a host with no fee.
    expect((await list(other)).total).toBe(0);
  });

  it('staff issue a month now: audited, and nothing twice', async () => {
    const res = await as(t, admin.cookie).post('/api/admin/invoices/issue', { month });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ month, invoices: 0, creditNotes: 0 });
    const audit = await t.db.selectFrom('auditLog').selectAll().where('action', '=', 'invoices.issue').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.user.id, targetId: month });
    expect((await as(t, host.cookie).post('/api/admin/invoices/issue', { month })).statusCode).toBe(403);
    expect((await as(t, admin.cookie).post('/api/admin/invoices/issue', { month: '2026-13' })).statusCode).toBe(400);
  });
});

describe('the PDF', () => {
  it("is titled Invoice, with Espasyo's name, address and TIN, the host's TIN and the VAT apart", async () => {
    const invoice = (await list(host)).items.find((i) => i.kind === 'invoice')!;
    const res = await as(t, host.cookie).get(`/api/host/invoices/${invoice.id}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const words of [
      'Invoice',
      invoice.number,
      'Espasyo Technologies Inc.',
      '8 Rockwell Drive, Makati City',
      'TIN: 123-456-789-00000',
      `${host.user.firstName} ${host.user.lastName}`,
      'TIN: 987-654-321-000',
      'VATable sales ₱241.07',
      'VAT (12%) ₱28.93',
      'Total amount ₱270.00',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/official receipt/i);
  });

  it('a credit memo says what was credited', async () => {
    const credit = (await list(host)).items.find((i) => i.kind === 'credit_note')!;
    const text = await pdfText((await as(t, host.cookie).get(`/api/host/invoices/${credit.id}.pdf`)).rawPayload);
    expect(text).toContain('Credit memo');
    expect(text).toContain('Platform fee refunded');
    expect(text).toContain('Total credited ₱180.00');
  });

  it("is the host's own: another host 404, a client 403, signed out 401; staff read any", async () => {
    const { id } = (await list(host)).items[0];
    expect((await as(t, other.cookie).get(`/api/host/invoices/${id}.pdf`)).statusCode).toBe(404);
    expect((await as(t, client.cookie).get(`/api/host/invoices/${id}.pdf`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/host/invoices/${id}.pdf` })).statusCode).toBe(401);
    expect((await as(t, client.cookie).get('/api/host/invoices')).statusCode).toBe(403);
    expect((await as(t, admin.cookie).get(`/api/admin/invoices/${id}.pdf`)).statusCode).toBe(200);
    const all = (await as(t, admin.cookie).get(`/api/admin/invoices?month=${month}`)).json();
    expect(all.total).toBe(2);
    expect(all.items[0].host).toEqual({ id: host.user.id, name: expect.any(String), email: host.email });
    expect((await as(t, host.cookie).get('/api/admin/invoices')).statusCode).toBe(403);
  });
});

describe('the PDF in Filipino (issue 34)', () => {
  it("is in the host's language: Filipino labels and sentences, the BIR's terms as the BIR writes them, the month's Filipino name", async () => {
    expect((await as(t, host.cookie).put('/api/language', { language: 'fil' })).statusCode).toBe(200);
    try {
      const invoice = (await list(host)).items.find((i) => i.kind === 'invoice')!;
      const text = await pdfText((await as(t, host.cookie).get(`/api/host/invoices/${invoice.id}.pdf`)).rawPayload);
      const monthName = new Intl.DateTimeFormat('fil-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${month}-15T00:00:00Z`),
      );
      for (const words of [
        'Invoice',
        `Blg. ${invoice.number}`,
        'Petsa:',
        `Buwan: ${monthName}`,
        'Mula kay',
        'Sinisingil kay',
        'TIN: 123-456-789-00000',
        'TIN: 987-654-321-000',
        'Paglalarawan',
        `nabayaran noong ${monthName}`,
        'VATable sales ₱241.07',
        'VAT (12%) ₱28.93',
        'Kabuuang halaga ₱270.00',
        'Kasama na ang VAT sa fees.',
      ])
        expect(text, words).toContain(words);
      for (const english of ['Billed to', 'Description', 'Total amount', 'Fees include VAT'])
        expect(text, english).not.toContain(english);
      expect(text).not.toMatch(/official receipt/i);

      const credit = (await list(host)).items.find((i) => i.kind === 'credit_note')!;
      const memo = await pdfText((await as(t, host.cookie).get(`/api/host/invoices/${credit.id}.pdf`)).rawPayload);
      for (const words of ['Credit memo', 'Na-credit kay', 'Ni-refund na platform fee', 'Kabuuang na-credit ₱180.00'])
        expect(memo, words).toContain(words);
    } finally {
      await as(t, host.cookie).put('/api/language', { language: 'en' });
    }
  });
});

describe("the host's TIN", () => {
  it('is checked, kept grouped, and removed when empty', async () => {
    const bad = await as(t, host.cookie).put('/api/host/tax-details', { tin: '12-34' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.tin).toBe(
      'Enter your TIN as ###-###-###, with a 3- or 5-digit branch code if you have one.',
    );
    expect((await as(t, other.cookie).put('/api/host/tax-details', { tin: '111222333' })).json()).toEqual({
      tin: '111-222-333',
    });
    expect((await as(t, other.cookie).get('/api/host/tax-details')).json()).toEqual({ tin: '111-222-333' });
    expect((await as(t, other.cookie).put('/api/host/tax-details', { tin: '' })).json()).toEqual({ tin: null });
    expect((await as(t, client.cookie).get('/api/host/tax-details')).statusCode).toBe(403);
  });
});

describe('the withholding summary', () => {
  it('sums the payouts sent with tax withheld per quarter of the year', async () => {
    const h = await createUser(t, { type: 'host' });
    const none = (await as(t, h.cookie).get('/api/host/withholding?year=2026')).json();
    expect(none).toMatchObject({ year: 2026, any: false, total: { gross: 0, withheld: 0, payouts: 0 } });
    const methodId = newId();
    await t.db
      .insertInto('payoutMethods')
      .values({
        id: methodId,
        hostId: h.user.id,
        type: 'gcash',
        accountName: 'H',
        accountNumber: '09171234567',
        usableFrom: new Date(),
      })
      .execute();
    const payout = (
      amount: number,
      withholding: number,
      processedAt: string,
      status: 'processed' | 'failed' = 'processed',
    ) =>
      t.db
        .insertInto('payouts')
        .values({
          id: newId(),
          hostId: h.user.id,
          payoutMethodId: methodId,
          method: JSON.stringify({}),
          amount,
          withholding,
          status,
          requestedBy: 'host',
          processedAt: new Date(processedAt),
        })
        .execute();
    await payout(100_000, 500, '2026-02-10T04:00:00Z');
    await payout(200_000, 1_000, '2026-03-31T16:30:00Z'); // 1 April in Manila: Q2
    await payout(50_000, 250, '2026-05-02T04:00:00Z', 'failed');
    await payout(40_000, 0, '2026-05-02T04:00:00Z');
    await payout(80_000, 400, '2027-01-02T04:00:00Z');
    const res = await as(t, h.cookie).get('/api/host/withholding?year=2026');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      year: 2026,
      any: true,
      quarters: [
        { quarter: 1, gross: 100_000, withheld: 500, payouts: 1 },
        { quarter: 2, gross: 200_000, withheld: 1_000, payouts: 1 },
        { quarter: 3, gross: 0, withheld: 0, payouts: 0 },
        { quarter: 4, gross: 0, withheld: 0, payouts: 0 },
      ],
      total: { gross: 300_000, withheld: 1_500, payouts: 2 },
    });
    expect((await as(t, h.cookie).get('/api/host/withholding?year=1999')).statusCode).toBe(400);
    expect((await as(t, client.cookie).get('/api/host/withholding?year=2026')).statusCode).toBe(403);
  });
});
