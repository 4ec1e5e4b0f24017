import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundFor } from '../bookings/cancellation';
import { paymentPostings, refundPostings } from '../bookings/ledger';
import { isBalanced } from '../money/ledger';
import { billingPeriod, periodOf } from './calendar';
import { billOf, billQuote, proratedAmount, proratedQuote, tenancyQuote, unusedRefund } from './proration';
import { centavos, type Centavos } from '../money/amounts';

const taxOn = { platformFeePercentage: 9, taxCalculationEnabled: true, taxRate: 12 };
const taxOff = { ...taxOn, taxCalculationEnabled: false };

describe('the last period, prorated by day (issue 32)', () => {
  // [case, start, last day, monthly (centavos), the period's first and last day, days used, days, amount]:
  // amount = monthly × days used ÷ days in that period, half up.
  it.each<[string, string, string, number, string, string, number, number, number]>([
    [
      'a start on the 31st, into a 31-day period from 28 Feb',
      '2027-01-31',
      '2027-03-10',
      250_000,
      '2027-02-28',
      '2027-03-30',
      11,
      31,
      88_710,
    ],
    [
      'a start on the 31st in a leap year: the first period has 29 days',
      '2028-01-31',
      '2028-02-10',
      250_000,
      '2028-01-31',
      '2028-02-28',
      11,
      29,
      94_828,
    ],
    [
      'a start on the 29th: leap February is billed on the 29th',
      '2028-01-29',
      '2028-03-01',
      250_000,
      '2028-02-29',
      '2028-03-28',
      2,
      29,
      17_241,
    ],
    [
      'a start on the 29th in a common year: billed on 28 Feb, end on its first day',
      '2027-01-29',
      '2027-02-28',
      250_000,
      '2027-02-28',
      '2027-03-28',
      1,
      29,
      8_621,
    ],
    [
      'a start on the 30th: end on the last day of a short period, the full amount',
      '2026-11-30',
      '2027-02-27',
      250_000,
      '2027-01-30',
      '2027-02-27',
      29,
      29,
      250_000,
    ],
    [
      'a start on the 30th: 28 Feb to 29 Mar is 30 days',
      '2026-12-30',
      '2027-03-01',
      250_000,
      '2027-02-28',
      '2027-03-29',
      2,
      30,
      16_667,
    ],
    [
      'notice landing exactly on a bill day: one day of the new period',
      '2027-01-15',
      '2027-03-15',
      250_000,
      '2027-03-15',
      '2027-04-14',
      1,
      31,
      8_065,
    ],
    [
      'the day before a bill day: the whole of a 28-day February',
      '2027-01-15',
      '2027-03-14',
      250_000,
      '2027-02-15',
      '2027-03-14',
      28,
      28,
      250_000,
    ],
    [
      'ending on the first day of all: one day',
      '2027-01-01',
      '2027-01-01',
      250_000,
      '2027-01-01',
      '2027-01-31',
      1,
      31,
      8_065,
    ],
    [
      'a start on the 31st back on the 31st after a 30-day month',
      '2027-03-31',
      '2027-05-31',
      250_000,
      '2027-05-31',
      '2027-06-29',
      1,
      30,
      8_333,
    ],
    [
      'an exact half centavo rounds up',
      '2027-01-15',
      '2027-02-28',
      250_001,
      '2027-02-15',
      '2027-03-14',
      14,
      28,
      125_001,
    ],
    [
      'a start on 29 Feb: 28 Feb 2029 is its anniversary',
      '2028-02-29',
      '2029-02-27',
      500_000,
      '2029-01-29',
      '2029-02-27',
      30,
      30,
      500_000,
    ],
  ])('%s', (_, start, lastDay, monthly, from, to, used, days, amount) => {
    const period = billingPeriod(start, periodOf(start, lastDay));
    expect(period).toMatchObject({ periodStart: from, periodEnd: to, dueOn: from, days });
    expect(proratedAmount(centavos(monthly), period, lastDay)).toBe(amount);
    expect(Math.round((monthly * used) / days)).toBe(amount);
  });

  it('bills nothing before the period and the whole of it from its last day on', () => {
    const period = billingPeriod('2027-01-15', 1);
    expect(proratedAmount(centavos(250_000), period, '2027-02-14')).toBe(0);
    expect(proratedAmount(centavos(250_000), period, '2027-05-01')).toBe(250_000);
    // @ts-expect-error a float is not centavos, and is refused at run time too
    expect(() => proratedAmount(2.5, period, '2027-02-20')).toThrow(RangeError);
  });
});

describe('a bill: monthly price × units, plus tax when it is on, never a deposit (issue 32)', () => {
  const period = billingPeriod('2027-01-15', 1);

  it('charges the monthly price × units with the quote’s fees: tax on top, the platform fee from the host', () => {
    expect(billQuote({ monthly: centavos(250_000), units: 2, rates: taxOn, period })).toEqual({
      subtotal: 500_000,
      taxRate: 12,
      tax: 60_000,
      total: 560_000,
      platformFeePercentage: 9,
      platformFee: 45_000,
      hostEarnings: 455_000,
    });
    expect(billQuote({ monthly: centavos(250_000), units: 1, rates: taxOff, period })).toMatchObject({
      tax: 0,
      total: 250_000,
    });
  });

  it('prorates the subtotal of the units together and takes the fees of what is left', () => {
    // 2 × ₱2,500 for 6 of 28 days: 107,142.86 → 107,143; tax 12% 12,857.16 → 12,857.
    const q = billQuote({ monthly: centavos(250_000), units: 2, rates: taxOn, period, lastDay: '2027-02-20' });
    expect(q).toMatchObject({ subtotal: 107_143, tax: 12_857, total: 120_000, platformFee: 9_643 });
    expect(
      proratedQuote(billQuote({ monthly: centavos(250_000), units: 2, rates: taxOn, period }), period, '2027-02-20'),
    ).toEqual(q);
  });

  it('refuses units and amounts the platform cannot charge', () => {
    expect(() => billQuote({ monthly: centavos(250_000), units: 0, rates: taxOn, period })).toThrow(RangeError);
    expect(() => billQuote({ monthly: -1 as Centavos, units: 1, rates: taxOn, period })).toThrow(RangeError);
    expect(() => billQuote({ monthly: centavos(100_000_000_000), units: 2, rates: taxOn, period })).toThrow(RangeError);
  });
});

describe('a month paid past the end: the unused days come back (issue 32)', () => {
  const period = billingPeriod('2027-01-15', 1); // 15 Feb – 14 Mar 2027, 28 days
  const paid = billOf(centavos(250_000), taxOn); // tax 30,000, platform fee 22,500

  it('keeps what the prorated bill would have asked, and gives back the rest of each part', () => {
    const split = unusedRefund(paid, period, '2027-02-20');
    const kept = proratedQuote(paid, period, '2027-02-20'); // 53,571; tax 6,429; fee 4,821
    expect(kept).toMatchObject({ subtotal: 53_571, tax: 6_429, platformFee: 4_821 });
    expect(split).toEqual({
      paid: 280_000,
      refund: 250_000 - 53_571 + (30_000 - 6_429),
      taxReturned: 23_571,
      hostEarnings: 53_571 - 4_821,
      platformFee: 4_821,
      cancellationFee: 0,
      taxKept: 6_429,
      window: null,
    });
  });

  it('refunds nothing when the whole period is used, everything when it starts after the end', () => {
    expect(unusedRefund(paid, period, '2027-03-14').refund).toBe(0);
    expect(unusedRefund(paid, period, '2027-02-14')).toMatchObject({
      refund: 280_000,
      hostEarnings: 0,
      platformFee: 0,
    });
  });

  it('always splits what was paid exactly, none negative, and paying first comes to the prorated bill', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 40 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 2_000 }).map((x) => x / 100),
        (subtotal, used, tax, fee) => {
          const rates = { platformFeePercentage: Math.min(fee, 100), taxCalculationEnabled: tax, taxRate: 12 };
          const q = billOf(centavos(subtotal), rates);
          const lastDay = new Date(Date.parse('2027-02-14T00:00:00Z') + used * 86_400_000).toISOString().slice(0, 10);
          const s = unusedRefund(q, period, lastDay);
          expect(s.refund + s.hostEarnings + s.platformFee + s.taxKept).toBe(s.paid);
          for (const v of [s.refund, s.hostEarnings, s.platformFee, s.taxKept, s.taxReturned])
            expect(v).toBeGreaterThanOrEqual(0);
          expect(s.paid - s.refund).toBe(proratedQuote(q, period, lastDay).total);
          expect(isBalanced(paymentPostings(q))).toBe(true);
          expect(isBalanced(refundPostings(q, s))).toBe(true);
        },
      ),
    );
  });
});

describe('the first month as the booking’s quote (issue 32)', () => {
  const financial = { ...taxOn, cancellationFeePercentage: 5 };

  it('is a one-month booking of the first period, with its first day for the cancellation policy', () => {
    const q = tenancyQuote({ monthly: centavos(250_000), units: 2, start: '2027-02-15', financial });
    expect(q).toMatchObject({
      stay: { days: 28, from: '2027-02-15' },
      lines: [{ unit: 'month', count: 1, price: 250_000, amount: 250_000 }],
      subtotal: 500_000,
      tax: 60_000,
      total: 560_000,
      platformFee: 45_000,
      firstDay: 2 * 8_929,
      cancellationFeePercentage: 5,
    });
    // The same amounts as bill 0.
    expect(
      billQuote({ monthly: centavos(250_000), units: 2, rates: taxOn, period: billingPeriod('2027-02-15', 0) }),
    ).toMatchObject({
      subtotal: q.subtotal,
      tax: q.tax,
      total: q.total,
      platformFee: q.platformFee,
      hostEarnings: q.hostEarnings,
    });
  });

  it('is refunded before move-in by the listing’s policy, as a one-month booking', () => {
    const q = tenancyQuote({ monthly: centavos(250_000), units: 1, start: '2027-02-15', financial });
    const start = new Date('2027-02-14T16:00:00Z');
    const split = refundFor({
      quote: q,
      policy: 'flexible',
      by: 'client',
      status: 'confirmed',
      start,
      at: new Date('2027-02-10T00:00:00Z'),
    });
    expect(split).toMatchObject({ cancellationFee: 12_500, refund: 280_000 - 12_500 - 1_500 });
  });
});
