import { describe, expect, it } from 'vitest';
import { settingsDefaults } from '../settings/defaults';
import { centavos, percentOf } from '../money/amounts';
import { computeFees } from './fees';

const defaults = settingsDefaults.financial;

describe('fees on a subtotal', () => {
  it('takes the 9% platform fee from the host and 5% as the cancellation fee (spec defaults)', () => {
    expect(computeFees(centavos(100_000), defaults)).toEqual({
      subtotal: 100_000,
      platformFeePercentage: 9,
      platformFee: 9_000,
      hostEarnings: 91_000,
      cancellationFeePercentage: 5,
      cancellationFee: 5_000,
      taxRate: 0,
      tax: 0,
      total: 100_000,
    });
  });

  it('adds tax only when tax calculation is on', () => {
    const r = computeFees(centavos(250_050), { ...defaults, taxCalculationEnabled: true, taxRate: 12 });
    expect(r.tax).toBe(30_006);
    expect(r.total).toBe(280_056);
    expect(r.hostEarnings).toBe(250_050 - 22_505);
  });

  it('rounds half up to a whole centavo, with decimal percentages', () => {
    expect(percentOf(centavos(50), 9)).toBe(5); // 4.5 → 5
    expect(percentOf(centavos(49), 9)).toBe(4); // 4.41 → 4
    expect(percentOf(centavos(1_000), 9.5)).toBe(95);
    expect(percentOf(centavos(333), 0.01)).toBe(0);
    expect(percentOf(centavos(10_000_000_000), 50)).toBe(5_000_000_000);
  });

  it('uses whatever the settings say: 0% and 50% platform fee', () => {
    expect(computeFees(centavos(12_345), { ...defaults, platformFeePercentage: 0 }).hostEarnings).toBe(12_345);
    expect(computeFees(centavos(12_345), { ...defaults, platformFeePercentage: 50 }).platformFee).toBe(6_173);
  });

  it('never loses or invents a centavo: fee + earnings = subtotal', () => {
    for (let subtotal = 0; subtotal < 3_000; subtotal += 7) {
      for (const pct of [0, 1.25, 9, 33.33, 50]) {
        const r = computeFees(centavos(subtotal), { ...defaults, platformFeePercentage: pct });
        expect(r.platformFee + r.hostEarnings).toBe(subtotal);
        expect(Number.isInteger(r.platformFee)).toBe(true);
      }
    }
  });

  it('refuses a subtotal that is not whole centavos', () => {
    // @ts-expect-error a fraction is not centavos: the types refuse it, and so does computeFees should one get past them.
    expect(() => computeFees(10.5, defaults)).toThrow(RangeError);
    expect(() => computeFees(centavos(-1), defaults)).toThrow(RangeError);
  });
});
