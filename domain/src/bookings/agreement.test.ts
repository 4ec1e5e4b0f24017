import { describe, expect, it } from 'vitest';
import { centavos } from '../money/amounts';
import { agreementSignSchema, agreementText, buildAgreement, pesos, sameName, type AgreementFacts } from './agreement';

const facts: AgreementFacts = {
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
  timeZone: 'Asia/Manila',
  units: 2,
  lines: [{ unit: 'day', count: 3, price: centavos(10000), amount: centavos(30000) }],
  subtotal: 60000,
  tax: 0,
  total: 60000,
  cancellationPolicy: 'moderate',
  cancellationFeePercentage: 5,
};

describe('the rental agreement', () => {
  it('names both sides, the space, the period, every amount and the cancellation terms', () => {
    const a = buildAgreement(facts);
    // Titled by the listing, as people name the space; the booking's id is its reference inside.
    expect(a.title).toBe('Rental agreement: Dry room in Bel-Air');
    expect(a.version).toBe(2);
    const text = agreementText(a);
    for (const part of [
      'Host: Ramon Dela Cruz',
      'Client: Bea Villanueva',
      'Booking reference: b-1',
      'Dry room in Bel-Air (storage), in Bel-Air, Makati City, Metro Manila',
      'Units: 2',
      'From the start of Fri, 15 Jan 2027 to the end of Sun, 17 Jan 2027 (Philippine Standard Time)',
      '3 days × ₱100.00 × 2 = ₱600.00',
      'Total paid by the client: ₱600.00',
      'Cancellation: Moderate policy',
      'cancellation fee',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('Tax:');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}|Asia\/Manila/); // no ISO date, no zone id
    expect(agreementText(buildAgreement({ ...facts, endDate: facts.startDate }))).toContain(
      'Fri, 15 Jan 2027, the whole day (Philippine Standard Time)',
    );
    expect(agreementText(buildAgreement(facts))).toBe(text); // the same facts, the same text (and hash)
  });

  it('hours, with tax', () => {
    const text = agreementText(
      buildAgreement({
        ...facts,
        kind: 'hours',
        endDate: facts.startDate,
        startsAt: new Date('2027-01-15T01:00:00Z'),
        endsAt: new Date('2027-01-15T04:00:00Z'),
        units: 1,
        lines: [{ unit: 'hour', count: 3, price: centavos(5000), amount: centavos(15000) }],
        subtotal: 15000,
        tax: 1800,
        total: 16800,
      }),
    );
    expect(text).toContain('Fri, 15 Jan 2027, from 9:00 AM to 12:00 PM (Philippine Standard Time)');
    expect(text).toContain('3 hours × ₱50.00 × 1 = ₱150.00');
    expect(text).toContain('Tax: ₱18.00');
  });

  it('money in pesos with two decimals', () => {
    expect([pesos(0), pesos(5), pesos(123456789), pesos(-2550)]).toEqual([
      '₱0.00',
      '₱0.05',
      '₱1,234,567.89',
      '-₱25.50',
    ]);
  });

  it('signs by a PNG drawing or the typed full name', () => {
    expect(agreementSignSchema.safeParse({ kind: 'drawn', image: 'data:image/png;base64,iVBORw0KGgo=' }).success).toBe(
      true,
    );
    expect(agreementSignSchema.safeParse({ kind: 'drawn', image: 'data:image/svg+xml;base64,PHN2Zz4=' }).success).toBe(
      false,
    );
    expect(agreementSignSchema.safeParse({ kind: 'typed', name: '  ' }).success).toBe(false);
    expect(sameName('  bea   VILLANUEVA ', 'Bea Villanueva')).toBe(true);
    expect(sameName('Bea V.', 'Bea Villanueva')).toBe(false);
  });
});
