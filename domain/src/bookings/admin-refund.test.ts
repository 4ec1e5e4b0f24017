import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationPolicies } from '../listings/fields';
import { centavos, minCentavos, minusCentavos, sumCentavos } from '../money/amounts';
import { settingsDefaults } from '../settings/defaults';
import { adminRefundParts, adminRefundSplit, leftOf, type PaymentLeft } from './admin-refund';
import { refundFor } from './cancellation';
import { paymentPostings, refundPostings } from './ledger';
import { accountsOutOfBounds, balances, isBalanced, type LedgerTransaction } from '../money/ledger';
import { quoteBooking, type BookingQuote } from './quote';

const HOUR = 3_600_000;
const start = new Date('2027-03-20T16:00:00Z');
const financial = { ...settingsDefaults.financial, taxCalculationEnabled: true };
const made = quoteBooking({
  prices: { pricePerHour: null, pricePerDay: centavos(100_000), pricePerMonth: null },
  stay: { days: 5 },
  units: 1,
  financial,
});
const q = (made as { ok: true; quote: BookingQuote }).quote; // ₱5,000 + ₱600 tax; fee ₱450

/** What is left of one payment, read from its own transactions as the server reads its ledger lines. */
function leftAfter(ts: LedgerTransaction[]): PaymentLeft {
  const b = balances(ts);
  const zero = centavos(0);
  return {
    hostEarnings: minusCentavos(zero, sumCentavos(b.host_pending, b.host_available, b.host_debt)),
    platformFee: minusCentavos(zero, b.platform_fees),
    cancellationFee: minusCentavos(zero, b.cancellation_fees),
    tax: minusCentavos(zero, b.tax_payable),
  };
}

describe('a staff refund', () => {
  it('takes each part in proportion: half of the payment is half of each part', () => {
    const left = leftAfter([paymentPostings(q)]);
    expect(left).toEqual({ hostEarnings: 455_000, platformFee: 45_000, cancellationFee: 0, tax: 60_000 });
    expect(adminRefundParts(left, centavos(280_000))).toEqual({
      hostEarnings: 227_500,
      platformFee: 22_500,
      cancellationFee: 0,
      tax: 30_000,
    });
    const split = adminRefundSplit(q, left, centavos(280_000));
    expect(refundPostings(q, split).lines).toEqual([
      { account: 'host_pending', amount: 227_500 },
      { account: 'platform_fees', amount: 22_500 },
      { account: 'tax_payable', amount: 30_000 },
      { account: 'gateway_clearing', amount: -280_000 },
    ]);
  });

  it('of the rest after a cancellation gives back the cancellation fee too, and the whole rest empties every part', () => {
    const cancelled = refundFor({
      quote: q,
      policy: 'flexible',
      by: 'client',
      status: 'confirmed',
      start,
      at: new Date(0),
    });
    const ts = [paymentPostings(q), refundPostings(q, cancelled)];
    const left = leftAfter(ts);
    expect(left).toEqual({ hostEarnings: 0, platformFee: 0, cancellationFee: 25_000, tax: 3_000 });
    const rest = refundPostings(q, adminRefundSplit(q, left, leftOf(left)));
    expect(rest.lines).toEqual([
      { account: 'tax_payable', amount: 3_000 },
      { account: 'cancellation_fees', amount: 25_000 },
      { account: 'gateway_clearing', amount: -28_000 },
    ]);
    expect(leftAfter([...ts, rest])).toEqual({ hostEarnings: 0, platformFee: 0, cancellationFee: 0, tax: 0 });
  });

  it('rounds the centavos so the parts sum to the amount: ₱0.01 comes from the largest share', () => {
    const left = {
      hostEarnings: centavos(1),
      platformFee: centavos(1),
      cancellationFee: centavos(1),
      tax: centavos(0),
    };
    const two = adminRefundParts(left, centavos(2));
    expect(leftOf(two)).toBe(2);
    expect(adminRefundParts(leftAfter([paymentPostings(q)]), centavos(1))).toEqual({
      hostEarnings: 1,
      platformFee: 0,
      cancellationFee: 0,
      tax: 0,
    });
  });

  it('refuses an amount of 0, a fraction of a centavo, or more than is left', () => {
    const left = leftAfter([paymentPostings(q)]);
    expect(() => adminRefundParts(left, centavos(0))).toThrow();
    // @ts-expect-error a fraction is not centavos: the types refuse it, and so does adminRefundParts should one get past them.
    expect(() => adminRefundParts(left, 10.5)).toThrow();
    expect(() => adminRefundParts(left, centavos(560_001))).toThrow();
  });

  it('property: refunds in any amounts never give back more than was paid, each sums to its amount, the books balance, and the last empties the payment', () => {
    const price = fc.integer({ min: 100, max: 5_000_000 }).map(centavos);
    const scenario = fc.record({
      pricePerDay: price,
      days: fc.integer({ min: 1, max: 366 }),
      units: fc.integer({ min: 1, max: 20 }),
      fees: fc.record({
        platformFeePercentage: fc.integer({ min: 0, max: 5_000 }).map((bp) => bp / 100),
        cancellationFeePercentage: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
        taxCalculationEnabled: fc.boolean(),
        taxRate: fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 100),
      }),
      cancelled: fc.option(
        fc.record({
          policy: fc.constantFrom(...cancellationPolicies),
          hoursBefore: fc.integer({ min: -48, max: 720 }),
        }),
      ),
      // Each refund as a fraction (per million) of what is left; the last one takes the rest.
      refunds: fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 6 }),
      finish: fc.boolean(),
    });
    fc.assert(
      fc.property(scenario, (s) => {
        const made = quoteBooking({
          prices: { pricePerHour: null, pricePerDay: s.pricePerDay, pricePerMonth: null },
          stay: { days: s.days, from: '2027-01-31' },
          units: s.units,
          financial: s.fees,
        });
        if (!made.ok) return;
        const quote = made.quote;
        const paid = quote.subtotal + quote.tax;
        const ts: LedgerTransaction[] = [paymentPostings(quote)];
        let refunded = 0;
        if (s.cancelled) {
          const at = new Date(start.getTime() - s.cancelled.hoursBefore * HOUR);
          const split = refundFor({ quote, policy: s.cancelled.policy, by: 'client', status: 'confirmed', start, at });
          ts.push(refundPostings(quote, split));
          refunded += split.refund;
        }
        const amounts = s.refunds.map((ppm) => ppm / 1_000_000);
        if (s.finish) amounts.push(1);
        for (const fraction of amounts) {
          const left = leftAfter(ts);
          expect(leftOf(left)).toBe(paid - refunded);
          const amount = minCentavos(leftOf(left), centavos(Math.max(1, Math.floor(leftOf(left) * fraction))));
          if (leftOf(left) === 0) break;
          const parts = adminRefundParts(left, amount);
          expect(leftOf(parts)).toBe(amount);
          for (const k of Object.keys(parts) as (keyof PaymentLeft)[]) {
            expect(parts[k]).toBeGreaterThanOrEqual(0);
            expect(parts[k]).toBeLessThanOrEqual(left[k]);
          }
          const t = refundPostings(quote, adminRefundSplit(quote, left, amount));
          expect(isBalanced(t)).toBe(true);
          expect(t.lines.find((l) => l.account === 'gateway_clearing')?.amount).toBe(-amount);
          ts.push(t);
          refunded += amount;
          expect(refunded).toBeLessThanOrEqual(paid);
          expect(accountsOutOfBounds(balances(ts))).toEqual([]);
        }
        if (s.finish) {
          expect(refunded).toBe(paid);
          expect(leftAfter(ts)).toEqual({ hostEarnings: 0, platformFee: 0, cancellationFee: 0, tax: 0 });
        }
      }),
      { numRuns: 1000 },
    );
  });
});
