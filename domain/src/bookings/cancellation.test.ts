import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationPolicies, type CancellationPolicy } from '../listings/fields';
import { centavos } from '../money/amounts';
import { settingsDefaults } from '../settings/defaults';
import { fullRefund, refundFor, windowAt, windowEnds, type RefundInput, type RefundSplit } from './cancellation';
import { bookingStatuses } from './process';
import { quoteBooking, type BookingQuote, type BookingQuoteInput } from './quote';
import { dayStartIn } from './time';

const financial = settingsDefaults.financial;
const HOUR = 3_600_000;
const start = dayStartIn('2027-03-20', 'Asia/Manila');
const before = (ms: number) => new Date(start.getTime() - ms);
const quoteOf = (over: Partial<BookingQuoteInput> = {}): BookingQuote => {
  const prices = { pricePerHour: null, pricePerDay: centavos(100_000), pricePerMonth: null };
  const r = quoteBooking({ prices, stay: { days: 5, from: '2027-03-20' }, units: 1, financial, ...over });
  if (!r.ok) throw new Error(r.problem);
  return r.quote;
};
// ₱5,000 for five days: platform fee ₱450, cancellation fee ₱250, first day ₱1,000.
const q = quoteOf();
const cancel = (policy: CancellationPolicy, at: Date, over: Partial<RefundInput> = {}) =>
  refundFor({ quote: q, policy, by: 'client', status: 'confirmed', start, at, ...over });
const split = (refund: number, hostEarnings: number, platformFee: number, cancellationFee: number) => ({
  refund,
  hostEarnings,
  platformFee,
  cancellationFee,
});
const fee = split(475_000, 0, 0, 25_000);
const feeAndFirstDay = split(375_000, 91_000, 9_000, 25_000);
const half = split(250_000, 227_500, 22_500, 0);
const nothing = split(0, 455_000, 45_000, 0);

describe('refunds by policy (design §5)', () => {
  it.each<[CancellationPolicy, string, number, ReturnType<typeof split>]>([
    ['flexible', 'a week before', 7 * 24 * HOUR, fee],
    ['flexible', 'exactly 24 h before', 24 * HOUR, fee],
    ['flexible', 'a second more than 24 h before', 24 * HOUR + 1000, fee],
    ['flexible', 'a second less than 24 h before', 24 * HOUR - 1000, feeAndFirstDay],
    ['flexible', 'after the start (the timer not yet run)', -HOUR, feeAndFirstDay],
    ['moderate', 'exactly 5 days before', 5 * 24 * HOUR, fee],
    ['moderate', 'a second more than 5 days before', 5 * 24 * HOUR + 1000, fee],
    ['moderate', 'a second less than 5 days before', 5 * 24 * HOUR - 1000, half],
    ['moderate', 'an hour before', HOUR, half],
    ['strict', 'exactly 14 days before', 14 * 24 * HOUR, half],
    ['strict', 'a second more than 14 days before', 14 * 24 * HOUR + 1000, half],
    ['strict', 'a second less than 14 days before', 14 * 24 * HOUR - 1000, nothing],
  ])('%s, %s', (policy, _, ms, expected) => {
    const r = cancel(policy, before(ms));
    expect(r).toMatchObject({ paid: 500_000, taxReturned: 0, taxKept: 0, ...expected });
  });

  it('before payment nothing was paid: nothing to refund', () => {
    for (const status of ['pending', 'awaiting_payment'] as const) {
      expect(cancel('strict', before(HOUR), { status })).toEqual({
        paid: 0,
        refund: 0,
        taxReturned: 0,
        hostEarnings: 0,
        platformFee: 0,
        cancellationFee: 0,
        taxKept: 0,
        window: null,
      });
    }
  });

  it('a host’s or staff’s cancellation refunds every centavo, tax included', () => {
    const taxed = quoteOf({ financial: { ...financial, taxCalculationEnabled: true } });
    for (const by of ['host', 'admin'] as const) {
      expect(cancel('strict', before(HOUR), { by, quote: taxed })).toEqual(fullRefund(taxed));
    }
    expect(fullRefund(taxed)).toMatchObject({ paid: 560_000, refund: 560_000, taxReturned: 60_000, window: null });
  });

  it('tax is returned in proportion to the subtotal refunded', () => {
    const taxed = quoteOf({ financial: { ...financial, taxCalculationEnabled: true } });
    expect(cancel('strict', before(20 * 24 * HOUR), { quote: taxed })).toMatchObject({
      paid: 560_000,
      taxReturned: 30_000,
      taxKept: 30_000,
      ...split(280_000, 227_500, 22_500, 0),
    });
  });

  it.each([
    ['February (28 days)', '2027-02-01', 28, 280_000, 10_000],
    ['a leap February (29 days)', '2028-02-01', 29, 290_000, 10_000],
    ['a 30-day month', '2027-04-01', 30, 300_000, 10_000],
    ['a 31-day month', '2027-01-01', 31, 310_000, 10_000],
    ['from the 31st (28 days to 27 February)', '2027-01-31', 28, 280_000, 10_000],
  ])('flexible late on a monthly stay keeps the fee and the first day: %s', (_, from, days, monthly, firstDay) => {
    const monthlyQuote = quoteOf({
      prices: { pricePerHour: null, pricePerDay: null, pricePerMonth: centavos(monthly) },
      stay: { days, from },
    });
    const monthStart = dayStartIn(from, 'Asia/Manila');
    const late = new Date(monthStart.getTime() - HOUR);
    const r = refundFor({
      quote: monthlyQuote,
      policy: 'flexible',
      by: 'client',
      status: 'confirmed',
      start: monthStart,
      at: late,
    });
    expect(r.cancellationFee).toBe(monthly / 20);
    expect(r.refund).toBe(monthly - monthly / 20 - firstDay);
  });

  it('an hourly booking lies in one day: flexible late keeps all of it, the fee to the platform', () => {
    const hourly = quoteOf({
      prices: { pricePerHour: centavos(5_000), pricePerDay: null, pricePerMonth: null },
      stay: { hours: 4 },
    });
    expect(cancel('flexible', before(2 * HOUR), { quote: hourly })).toMatchObject({
      paid: 20_000,
      refund: 0,
      cancellationFee: 1_000,
      platformFee: 1_710,
      hostEarnings: 17_290,
    });
    expect(cancel('flexible', before(25 * HOUR), { quote: hourly }).refund).toBe(19_000);
  });

  it('a later cancellation never gets back more: with a 60% fee, moderate keeps the fee after 5 days too', () => {
    const dear = quoteOf({ financial: { ...financial, cancellationFeePercentage: 60 } });
    const early = cancel('moderate', before(6 * 24 * HOUR), { quote: dear });
    const late = cancel('moderate', before(HOUR), { quote: dear });
    expect(early).toMatchObject({ refund: 200_000, cancellationFee: 300_000, window: 0 });
    expect(late).toEqual(early);
  });

  it('names the window and when each ends', () => {
    expect(windowAt('moderate', start, before(6 * 24 * HOUR))).toBe(0);
    expect(windowAt('moderate', start, before(HOUR))).toBe(1);
    expect(windowEnds('strict', start)).toEqual([before(14 * 24 * HOUR), null]);
  });

  const parts = (r: RefundSplit) => [r.refund, r.hostEarnings, r.platformFee, r.cancellationFee, r.taxKept];

  it('property: the parts always sum to what was paid, none negative, and earlier never refunds less', () => {
    const price = fc.option(fc.integer({ min: 100, max: 5_000_000 }).map(centavos), { nil: null });
    const stay = fc.oneof(
      fc.integer({ min: 1, max: 24 }).map((hours) => ({ hours })),
      fc.tuple(fc.integer({ min: 1, max: 366 }), fc.integer({ min: 0, max: 3_000 })).map(([days, n]) => ({
        days,
        from: new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10),
      })),
    );
    const rate = fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100);
    fc.assert(
      fc.property(
        fc.record({ pricePerHour: price, pricePerDay: price, pricePerMonth: price }),
        stay,
        fc.integer({ min: 1, max: 50 }),
        fc.record({
          platformFeePercentage: fc.integer({ min: 0, max: 5_000 }).map((bp) => bp / 100),
          cancellationFeePercentage: rate,
          taxCalculationEnabled: fc.boolean(),
          taxRate: rate,
        }),
        fc.constantFrom(...cancellationPolicies),
        fc.constantFrom('client' as const, 'host' as const, 'admin' as const),
        fc.constantFrom(...bookingStatuses),
        fc.integer({ min: -48 * HOUR, max: 30 * 24 * HOUR }),
        fc.integer({ min: 0, max: 30 * 24 * HOUR }),
        (prices, stay, units, fees, policy, by, status, ms, earlier) => {
          const r0 = quoteBooking({ prices, stay, units, financial: fees });
          if (!r0.ok) return;
          const input = { quote: r0.quote, policy, by, status, start, at: before(ms) };
          const r = refundFor(input);
          const paid = status === 'confirmed' || status === 'active' ? r0.quote.total : 0;
          expect(r.paid).toBe(paid);
          expect(parts(r).reduce((a, b) => a + b, 0)).toBe(paid);
          for (const p of [...parts(r), r.taxReturned]) {
            expect(Number.isInteger(p)).toBe(true);
            expect(p).toBeGreaterThanOrEqual(0);
          }
          if (paid) {
            expect(r.hostEarnings).toBeLessThanOrEqual(r0.quote.hostEarnings);
            expect(r.platformFee).toBeLessThanOrEqual(r0.quote.platformFee);
            expect(r.taxReturned).toBeLessThanOrEqual(r0.quote.tax);
          }
          expect(refundFor({ ...input, at: before(ms + earlier) }).refund).toBeGreaterThanOrEqual(r.refund);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
