import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { invoiceDocument, type InvoiceRecord } from './invoice-document';
import {
  invoiceNumber,
  monthBounds,
  monthHasEnded,
  normaliseTin,
  previousMonth,
  quarterOf,
  vatSplit,
  withholdingByQuarter,
} from './invoices';
import { taxDetailsSchema } from '../schemas/tax-details';
import { centavos } from './amounts';

const MANILA = 'Asia/Manila';

describe('the VAT in a VAT-inclusive fee', () => {
  it('splits ₱112.00 at 12% into ₱100.00 and ₱12.00', () => {
    expect(vatSplit(centavos(11_200), 12)).toEqual({ vatable: 10_000, vat: 1_200 });
  });
  it('rounds the VATable sale to the centavo and leaves the rest as VAT', () => {
    // ₱90.00 / 1.12 = ₱80.357… → ₱80.36, VAT ₱9.64.
    expect(vatSplit(centavos(9_000), 12)).toEqual({ vatable: 8_036, vat: 964 });
    // ₱0.01: VATable 0.89… → ₱0.01, VAT ₱0.00.
    expect(vatSplit(centavos(1), 12)).toEqual({ vatable: 1, vat: 0 });
  });
  it('is no VAT when tax calculation is off or the rate is 0', () => {
    expect(vatSplit(centavos(9_000), null)).toEqual({ vatable: 9_000, vat: 0 });
    expect(vatSplit(centavos(9_000), 0)).toEqual({ vatable: 9_000, vat: 0 });
  });
  it('always adds up to the amount, VAT never negative nor above the rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.integer({ min: 0, max: 10_000 }), (amount, bp) => {
        const rate = bp / 100;
        const { vatable, vat } = vatSplit(centavos(amount), rate);
        expect(vatable + vat).toBe(amount);
        expect(vat).toBeGreaterThanOrEqual(0);
        expect(Math.abs(vatable * (1 + rate / 100) - amount)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('numbers, months and quarters', () => {
  it('numbers each series with the year issued and a serial that never resets', () => {
    expect(invoiceNumber('invoice', 2026, 123)).toBe('ESP-2026-000123');
    expect(invoiceNumber('credit_note', 2027, 4)).toBe('ESP-CM-2027-000004');
    expect(invoiceNumber('invoice', 2030, 1_234_567)).toBe('ESP-2030-1234567');
    expect(() => invoiceNumber('invoice', 2026, 0)).toThrow();
  });
  it('takes the month before, across a year', () => {
    expect(previousMonth('2026-03')).toBe('2026-02');
    expect(previousMonth('2026-01')).toBe('2025-12');
  });
  it("bounds a month at midnight in the platform's zone", () => {
    const { start, end } = monthBounds('2026-02', MANILA);
    expect(start.toISOString()).toBe('2026-01-31T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });
  it('invoices a month only once it has ended there', () => {
    expect(monthHasEnded('2026-02', new Date('2026-02-28T15:59:59Z'), MANILA)).toBe(false);
    expect(monthHasEnded('2026-02', new Date('2026-02-28T16:00:00Z'), MANILA)).toBe(true);
  });
  it('sums payouts with tax withheld per quarter of the day sent', () => {
    expect(quarterOf(new Date('2026-03-31T16:30:00Z'), MANILA)).toBe(2); // 1 April, 00:30 in Manila
    const q = withholdingByQuarter(
      [
        { processedAt: new Date('2026-01-10T04:00:00Z'), amount: 100_000, withholding: 500 },
        { processedAt: new Date('2026-03-31T16:30:00Z'), amount: 200_000, withholding: 1_000 },
        { processedAt: new Date('2026-04-02T04:00:00Z'), amount: 50_000, withholding: 250 },
      ],
      MANILA,
    );
    expect(q).toEqual([
      { quarter: 1, gross: 100_000, withheld: 500, payouts: 1 },
      { quarter: 2, gross: 250_000, withheld: 1_250, payouts: 2 },
      { quarter: 3, gross: 0, withheld: 0, payouts: 0 },
      { quarter: 4, gross: 0, withheld: 0, payouts: 0 },
    ]);
  });
});

describe("a host's TIN", () => {
  it('takes 9 digits, or 12 or 14 with the branch code, and writes them grouped', () => {
    expect(normaliseTin('123456789')).toBe('123-456-789');
    expect(normaliseTin('123-456-789-000')).toBe('123-456-789-000');
    expect(normaliseTin('123 456 789 00000')).toBe('123-456-789-00000');
    for (const bad of ['12345678', '1234567890', '123-456-789-0000', 'abc-def-ghi', ''])
      expect(normaliseTin(bad)).toBeNull();
  });
  it('is optional on the form, and its message says the format', () => {
    expect(taxDetailsSchema.safeParse({ tin: '' }).success).toBe(true);
    expect(taxDetailsSchema.safeParse({ tin: '123-456-789-00000' }).success).toBe(true);
    expect(taxDetailsSchema.safeParse({ tin: '123-45' }).error?.issues[0].message).toBe(
      'Enter your TIN as ###-###-###, with a 3- or 5-digit branch code if you have one.',
    );
  });
});

describe('the document', () => {
  const record: InvoiceRecord = {
    kind: 'invoice',
    number: 'ESP-2026-000001',
    month: '2026-02',
    issuedAt: '2026-02-28T18:00:00.000Z',
    amount: 11_200,
    vatable: 10_000,
    vat: 1_200,
    vatRate: 12,
    seller: { name: 'Espasyo Inc.', address: 'Makati City', tin: '123-456-789-00000' },
    buyer: { name: 'Maria Santos', email: 'maria@example.com', tin: null },
    lines: [{ bookingId: '0192aaaa-bbbb-cccc', listingTitle: 'Garage in Makati', amount: 11_200 }],
  };
  it('is titled Invoice with the VAT apart, the seller and the buyer', () => {
    const d = invoiceDocument(record, MANILA);
    expect(d.heading).toBe('Invoice');
    expect(d.date).toBe('Sun, 1 Mar 2026');
    expect(d.period).toBe('February 2026');
    expect(d.sellerRows).toContainEqual({ label: 'TIN', value: '123-456-789-00000' });
    expect(d.buyerRows).toContainEqual({ label: 'TIN', value: 'Not given' });
    expect(d.sections[1].rows.map((r) => [r.label, r.value])).toEqual([
      ['VATable sales', '₱100.00'],
      ['VAT (12%)', '₱12.00'],
      ['Total amount', '₱112.00'],
    ]);
  });
  it('shows the total alone when no VAT was charged, and a credit memo says so', () => {
    const d = invoiceDocument({ ...record, kind: 'credit_note', vatRate: null, vatable: 11_200, vat: 0 }, MANILA);
    expect(d.heading).toBe('Credit memo');
    expect(d.sections[1].rows.map((r) => r.label)).toEqual(['Total credited']);
    expect(d.note).toBe('No VAT charged on these fees.');
  });
});
