import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centavos } from '../money/amounts';
import { priceStay } from '../pricing/quote';
import { settingsDefaults } from '../settings/defaults';
import { firstDayPrice, quoteBooking, type BookingQuoteInput } from './quote';

const financial = settingsDefaults.financial; // 9% fee, 5% cancellation fee, tax off (12%)
const prices = { pricePerHour: null, pricePerDay: centavos(50_000), pricePerMonth: centavos(310_000) };
const quote = (over: Partial<BookingQuoteInput>) => {
  const r = quoteBooking({ prices, stay: { days: 3, from: '2027-01-15' }, units: 1, financial, ...over });
  if (!r.ok) throw new Error(r.problem);
  return r.quote;
};

describe('the quote of a booking', () => {
  it('prices the stay × units, takes the platform fee from the host, no tax when it is off', () => {
    expect(quote({ units: 2 })).toEqual({
      stay: { days: 3, from: '2027-01-15' },
      units: 2,
      lines: [{ unit: 'day', count: 3, price: 50_000, amount: 150_000 }],
      subtotal: 300_000,
      taxRate: 0,
      tax: 0,
      total: 300_000,
      platformFeePercentage: 9,
      platformFee: 27_000,
      hostEarnings: 273_000,
      cancellationFeePercentage: 5,
      firstDay: 100_000,
    });
  });

  it('adds tax when the platform charges it: the client pays subtotal + tax', () => {
    const q = quote({ financial: { ...financial, taxCalculationEnabled: true } });
    expect(q).toMatchObject({ subtotal: 150_000, taxRate: 12, tax: 18_000, total: 168_000, hostEarnings: 136_500 });
  });

  it.each([
    ['a 31-day month from the 15th', '2027-01-15', 31, 310_000, 10_000],
    ['a 30-day month', '2027-04-01', 30, 300_000, 10_000],
    ['February', '2027-02-01', 28, 280_000, 10_000],
    ['February in a leap year', '2028-02-01', 29, 290_000, 10_000],
    ['from the 31st (to 27 February: 28 days)', '2027-01-31', 28, 280_000, 10_000],
    ['a month over 31 days rounds half up', '2027-03-01', 31, 100_000, 3_226],
  ])('the first day of a monthly stay is the month ÷ its days: %s', (_, from, days, monthly, firstDay) => {
    const q = quote({
      prices: { ...prices, pricePerMonth: centavos(monthly), pricePerDay: null },
      stay: { days, from },
    });
    expect(q.lines).toEqual([{ unit: 'month', count: 1, price: monthly, amount: monthly }]);
    expect(q.firstDay).toBe(firstDay);
  });

  it('the first day of months and days is the month’s; of hours, the whole stay (it is one day)', () => {
    const q = quote({ prices: { ...prices, pricePerDay: centavos(20_000) }, stay: { days: 40, from: '2027-01-15' } });
    expect(q.lines.map((l) => l.unit)).toEqual(['month', 'day']);
    expect(q.firstDay).toBe(10_000);
    const hourly = { pricePerHour: centavos(5_000), pricePerDay: centavos(30_000), pricePerMonth: null };
    expect(quote({ prices: hourly, stay: { hours: 3 }, units: 2 })).toMatchObject({
      subtotal: 30_000,
      firstDay: 30_000,
    });
    // Seven hours cost more than the day: the day's price, which is the first day too.
    expect(quote({ prices: hourly, stay: { hours: 7 } })).toMatchObject({ subtotal: 30_000, firstDay: 30_000 });
    const month = { unit: 'month' as const, count: 1, price: centavos(300_000), amount: centavos(300_000) };
    expect(firstDayPrice([month], { days: 10 })).toBe(10_000);
  });

  it('names what stops a quote', () => {
    const base = { prices, units: 1, financial };
    expect(quoteBooking({ ...base, stay: { hours: 2 } })).toEqual({ ok: false, problem: 'noHourlyPrice' });
    const minimum = { minDuration: 7, minDurationUnit: 'day' as const };
    expect(quoteBooking({ ...base, minimum, stay: { days: 6, from: '2027-01-15' } })).toEqual({
      ok: false,
      problem: 'belowMinimum',
    });
    const huge = { pricePerHour: null, pricePerDay: centavos(1_000_000_000), pricePerMonth: null };
    expect(quoteBooking({ ...base, prices: huge, units: 1_000, stay: { days: 366 } })).toEqual({
      ok: false,
      problem: 'tooLarge',
    });
  });

  it('property: built on priceStay and the fees, every centavo adds up', () => {
    const price = fc.option(fc.integer({ min: 100, max: 10_000_000 }).map(centavos), { nil: null });
    fc.assert(
      fc.property(
        fc.record({ pricePerHour: price, pricePerDay: price, pricePerMonth: price }),
        fc.oneof(
          fc.integer({ min: 1, max: 24 }).map((hours) => ({ hours })),
          fc.integer({ min: 1, max: 366 }).map((days) => ({ days, from: '2027-01-31' })),
        ),
        fc.integer({ min: 1, max: 20 }),
        fc.boolean(),
        (p, stay, units, taxOn) => {
          const r = quoteBooking({ prices: p, stay, units, financial: { ...financial, taxCalculationEnabled: taxOn } });
          const stayPrice = priceStay(p, stay);
          if (!r.ok) {
            expect(!stayPrice.ok || r.problem === 'tooLarge').toBe(true);
            return;
          }
          const q = r.quote;
          expect(q.subtotal).toBe((stayPrice.ok ? stayPrice.amount : NaN) * units);
          expect(q.total).toBe(q.subtotal + q.tax);
          expect(q.hostEarnings + q.platformFee).toBe(q.subtotal);
          expect(q.firstDay).toBeGreaterThan(0);
          expect(q.firstDay).toBeLessThanOrEqual(q.subtotal);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
