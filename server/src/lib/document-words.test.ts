import { describe, expect, it } from 'vitest';
import {
  agreementText,
  buildAgreement,
  englishAgreementWords,
  type AgreementFacts,
} from '@espasyo/domain/bookings/agreement';
import { receiptDocument } from '@espasyo/domain/bookings/receipt';
import { describeAllTerms } from '@espasyo/domain/bookings/terms';
import type { Receipt } from '@espasyo/domain/contracts/receipts';
import { passWindowWords } from '@espasyo/domain/handover/window';
import type { CancellationPolicy } from '@espasyo/domain/listings/fields';
import { invoiceDocument, type InvoiceRecord } from '@espasyo/domain/money/invoice-document';
import { centavos } from '@espasyo/domain/money/amounts';
import {
  agreementWordsIn,
  bookingDatesIn,
  catalogueAgreementWords,
  catalogueInvoiceWords,
  catalogueReceiptWords,
  catalogueTermsWords,
  invoiceWordsIn,
  receiptWordsIn,
} from './document-words';
import { messagesFor } from './i18n';

/**
 * The documents the server writes, in English and Filipino (issue 34). English is the domain's
 * own words, byte for byte what the documents said before; the catalogue's English must say the
 * same, so that its Filipino twin translates exactly what is shown.
 */
const TZ = 'Asia/Manila';

const days: AgreementFacts = {
  bookingId: 'b-1',
  platformName: 'Espasyo',
  hostName: 'Ramon Dela Cruz',
  clientName: 'Bea Villanueva',
  listingTitle: 'Dry room in Bel-Air',
  listingType: 'storage',
  area: 'Bel-Air, Makati City, Metro Manila',
  accessHours: '8am–8pm daily',
  kind: 'days',
  startDate: '2027-01-15',
  endDate: '2027-01-17',
  startsAt: new Date('2027-01-14T16:00:00Z'),
  endsAt: new Date('2027-01-17T16:00:00Z'),
  timeZone: TZ,
  units: 2,
  lines: [{ unit: 'day', count: 3, price: centavos(10000), amount: centavos(30000) }],
  subtotal: 60000,
  tax: 0,
  total: 60000,
  cancellationPolicy: 'moderate',
  cancellationFeePercentage: 5,
};
const hours: AgreementFacts = {
  ...days,
  kind: 'hours',
  listingType: 'parking',
  accessHours: null,
  endDate: days.startDate,
  startsAt: new Date('2027-01-15T01:00:00Z'),
  endsAt: new Date('2027-01-15T04:00:00Z'),
  units: 1,
  lines: [{ unit: 'hour', count: 1, price: centavos(5000), amount: centavos(5000) }],
  subtotal: 5000,
  tax: 600,
  total: 5600,
  cancellationPolicy: 'flexible',
  cancellationFeePercentage: 9.5,
};
const tenancy = (noticePeriodDays: number): AgreementFacts => ({
  ...days,
  kind: 'tenancy',
  listingType: 'warehouse',
  endDate: null,
  endsAt: null,
  noticePeriodDays,
  lines: [{ unit: 'month', count: 1, price: centavos(250000), amount: centavos(250000) }],
  cancellationPolicy: 'strict',
  cancellationFeePercentage: 0,
});
const agreements = [days, { ...days, endDate: days.startDate }, hours, tenancy(0), tenancy(1), tenancy(7)];

const receipt: Receipt = {
  id: 'p1',
  kind: 'payment',
  platformName: 'Espasyo',
  timeZone: TZ,
  testMode: true,
  client: { name: 'Juan Dela Cruz', email: 'juan@example.test' },
  host: { name: 'Maria S.' },
  booking: {
    id: 'b1',
    listingTitle: 'Covered slot near Ayala Triangle',
    kind: 'days',
    startDate: '2026-12-05',
    endDate: '2026-12-07',
    startsAt: '2026-12-04T16:00:00.000Z',
    endsAt: '2026-12-07T16:00:00.000Z',
    units: 2,
  },
  quote: {
    lines: [{ unit: 'day', count: 3, price: 5000, amount: 15000 }],
    units: 2,
    subtotal: 30000,
    taxRate: 12,
    tax: 3600,
    total: 33600,
  },
  payment: {
    id: 'p1',
    amount: 43600,
    currency: 'PHP',
    method: 'gcash',
    gateway: 'sandbox',
    reference: 'sbx_1',
    paidAt: '2026-11-24T02:30:00.000Z',
    refunded: 1000,
  },
  refund: null,
};
const refund: Receipt = {
  ...receipt,
  id: 'r1',
  kind: 'refund',
  refund: {
    id: 'r1',
    amount: 1000,
    reason: 'cancellation',
    cancelledBy: 'host',
    reference: 'sbx_re_1',
    refundedAt: '2026-11-25T02:30:00.000Z',
  } as NonNullable<Receipt['refund']>,
};

const invoice: InvoiceRecord = {
  kind: 'invoice',
  number: 'ESP-2026-000001',
  month: '2026-11',
  issuedAt: '2026-11-30T18:00:00.000Z',
  amount: 27000,
  vatable: 24107,
  vat: 2893,
  vatRate: 12,
  seller: { name: 'Espasyo Technologies Inc.', address: '8 Rockwell Drive, Makati City', tin: '123-456-789-00000' },
  buyer: { name: 'Maria Santos', email: 'maria@example.test', tin: null },
  lines: [{ bookingId: 'bk_0123456789abcdef', listingTitle: 'Dry room', amount: 27000 }],
};
const credit: InvoiceRecord = { ...invoice, kind: 'credit_note', number: 'ESP-CM-2026-000001', vatRate: null };

describe('English stays word for word (the catalogue says what the domain always said)', () => {
  it('the rental agreement, its text and its first line, for days, a day, hours with tax and tenancies', () => {
    const words = catalogueAgreementWords('en');
    for (const f of agreements) {
      expect(buildAgreement(f, words)).toEqual(buildAgreement(f));
      expect(agreementText(buildAgreement(f, words), words.text.heading)).toBe(agreementText(buildAgreement(f)));
    }
    expect(agreementWordsIn('en')).toBe(englishAgreementWords); // English is the domain's own words
    expect(buildAgreement(days)).not.toHaveProperty('language');
  });

  it('the cancellation terms of every policy, with and without a fee', () => {
    for (const policy of ['flexible', 'moderate', 'strict'] as CancellationPolicy[])
      for (const fee of [0, 5, 9.5])
        expect(describeAllTerms(policy, fee, catalogueTermsWords('en'))).toEqual(describeAllTerms(policy, fee));
  });

  it("a payment's and a refund's receipt", () => {
    for (const r of [receipt, refund])
      expect(receiptDocument(r, catalogueReceiptWords('en'))).toEqual(receiptDocument(r, receiptWordsIn('en')));
    expect(receiptDocument(receipt, receiptWordsIn('en'))).toEqual(receiptDocument(receipt));
  });

  it('an invoice with VAT and a credit memo without', () => {
    for (const r of [invoice, credit])
      expect(invoiceDocument(r, TZ, catalogueInvoiceWords('en'))).toEqual(invoiceDocument(r, TZ, invoiceWordsIn('en')));
    expect(invoiceDocument(invoice, TZ, invoiceWordsIn('en'))).toEqual(invoiceDocument(invoice, TZ));
  });

  it('the pass window of a tenancy with no end', () => {
    const w = { validFrom: new Date('2026-11-24T00:00:00Z'), validUntil: null };
    expect(passWindowWords(w, TZ, 'en', messagesFor('en', 'apiGate').openEnd)).toEqual(passWindowWords(w, TZ));
  });
});

describe('in Filipino', () => {
  it('the rental agreement: title, sections, clauses, dates and the time zone in Filipino; ₱ as ever', () => {
    const a = buildAgreement(days, agreementWordsIn('fil'));
    expect(a.language).toBe('fil');
    expect(a.title).toBe('Kontrata ng upa: Dry room in Bel-Air');
    const text = agreementText(a, agreementWordsIn('fil').text.heading);
    for (const line of [
      'Kontrata ng upa: Dry room in Bel-Air (bersyon 2)',
      'Ang mga partido',
      '- Umuupa: Bea Villanueva',
      '- Dry room in Bel-Air (storage), sa Bel-Air, Makati City, Metro Manila',
      '- Mula sa simula ng Biy, 15 Ene 2027 hanggang sa katapusan ng Lin, 17 Ene 2027 (',
      '- 3 araw × ₱100.00 × 2 = ₱600.00',
      '- Kabuuang ibinayad ng umuupa: ₱600.00',
      'Pag-cancel: Katamtaman na patakaran',
      '- Buong refund, bawas ang 5% na cancellation fee, hanggang 5 araw bago ang simula.',
      '- Pagkatapos noon, 50% na refund.',
      '- Kapag nag-cancel ang host, buong refund ang makukuha mo.',
      'Mga tuntunin',
      '- Ang anumang problema ay sasabihin muna sa kabilang panig, saka sa support ng Espasyo, na magpapasya sa refund ayon sa patakaran sa pag-cancel sa itaas.',
    ])
      expect(text, line).toContain(line);
    expect(text).not.toMatch(/Rental agreement|The parties|Philippine Standard Time|\bJan\b/);

    const parking = agreementText(buildAgreement(hours, agreementWordsIn('fil')));
    expect(parking).toContain('(parking)');
    expect(parking).toContain('Oras ng pagpasok: ayon sa usapan ninyo ng host');
    expect(parking).toContain('Biy, 15 Ene 2027, mula 9:00 AM hanggang 12:00 PM (');
    expect(parking).toContain('Buwis: ₱6.00');
    expect(parking).toContain('Buong refund, bawas ang 9.5% na cancellation fee, hanggang 24 oras bago ang simula.');
    expect(parking).toContain('Pagkatapos noon, may refund, bawas ang 9.5% na cancellation fee at unang araw.');

    const monthly = agreementText(buildAgreement(tenancy(7), agreementWordsIn('fil')));
    expect(monthly).toContain('(bodega)');
    expect(monthly).toContain('Tapusin nang may 7 araw na abiso; ang host ay nagbibigay');
    expect(agreementText(buildAgreement(tenancy(0), agreementWordsIn('fil')))).toContain(
      'Puwedeng tapusin anumang araw, walang kailangang abiso',
    );
  });

  it("a receipt's words and its booking's dates", () => {
    const d = receiptDocument(receipt, receiptWordsIn('fil'));
    expect(d.heading).toBe('Acknowledgement receipt');
    expect(d.date).toBe('Mar, 24 Nob 2026, 10:30 AM');
    expect(d.amount).toBe('₱436.00');
    expect(d.sections.map((s) => s.heading)).toEqual(['Bayad', 'Mula at para kay', 'Booking', 'Ang binayaran']);
    expect(d.sections[3].rows[0].label).toBe('₱50.00 × 3 araw × 2 unit');
    expect(receiptDocument(refund, receiptWordsIn('fil')).sections[0].rows[2].value).toBe(
      'Kinansela ng host ang booking',
    );
    expect(bookingDatesIn(receipt.booking, TZ, 'fil')).toBe('Sab, 5 Dis 2026 – Lun, 7 Dis 2026');
    const hourly = {
      ...receipt.booking,
      kind: 'hours' as const,
      endDate: '2026-12-05',
      endsAt: '2026-12-05T04:00:00Z',
    };
    expect(bookingDatesIn({ ...hourly, startsAt: '2026-12-05T01:00:00Z' }, TZ, 'fil')).toBe(
      'Sab, 5 Dis 2026, 9:00 AM – 12:00 PM',
    );
    expect(bookingDatesIn({ ...receipt.booking, kind: 'tenancy', endDate: null, endsAt: null }, TZ, 'fil')).toBe(
      'Buwanan simula Sab, 5 Dis 2026',
    );
  });

  it("an invoice: Filipino labels, the BIR's terms as the BIR writes them", () => {
    const d = invoiceDocument(invoice, TZ, invoiceWordsIn('fil'));
    expect(d.heading).toBe('Invoice');
    expect(d.period).toBe('Nobyembre 2026');
    expect(d.date).toBe('Mar, 1 Dis 2026');
    expect(d.sellerRows).toContainEqual({ label: 'TIN', value: '123-456-789-00000' });
    expect(d.buyerRows).toContainEqual({ label: 'TIN', value: 'Hindi ibinigay' });
    expect(d.sections[0].rows[0].label).toBe('Platform fee, booking 89ABCDEF: Dry room');
    expect(d.sections[1].rows.map((r) => r.label)).toEqual(['VATable sales', 'VAT (12%)', 'Kabuuang halaga']);
    expect(d.intro).toContain('nabayaran noong Nobyembre 2026');
    expect(invoiceDocument(credit, TZ, invoiceWordsIn('fil')).heading).toBe('Credit memo');
  });

  it("the pass window's refusal: dates with Filipino names, a tenancy's open end in Filipino", () => {
    const gate = messagesFor('fil', 'apiGate');
    const w = { validFrom: new Date('2026-11-24T00:00:00Z'), validUntil: null };
    expect(gate.outsideDates(passWindowWords(w, TZ, 'fil', gate.openEnd))).toBe(
      'Valid ang pass na ito mula Mar, 24 Nob 2026, 8:00 AM hanggang matapos ang pag-upa',
    );
  });
});
