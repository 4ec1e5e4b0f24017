import { describe, expect, it } from 'vitest';
import { paymentMethods } from '../contracts/payments';
import { methodsForAmount, paymentMethodLimits, paymentRange } from './payment-limits';

describe('payment method limits', () => {
  it('every method has a range of whole centavos, ₱20 at least', () => {
    for (const m of paymentMethods) {
      const { min, max } = paymentMethodLimits[m];
      expect(Number.isInteger(min) && Number.isInteger(max)).toBe(true);
      expect(min).toBe(2000);
      expect(max).toBeGreaterThan(min);
    }
  });

  it('GCash, Maya and bank transfer stop at ₱100,000; cards go on to under ₱10,000,000', () => {
    expect(methodsForAmount(100_000_00, paymentMethods)).toEqual(['gcash', 'maya', 'card', 'bank_transfer']);
    expect(methodsForAmount(100_000_01, paymentMethods)).toEqual(['card']);
    expect(methodsForAmount(9_999_999_99, paymentMethods)).toEqual(['card']);
    expect(methodsForAmount(10_000_000_00, paymentMethods)).toEqual([]);
  });

  it('below ₱20 nothing fits; exactly ₱20 everything does', () => {
    expect(methodsForAmount(19_99, paymentMethods)).toEqual([]);
    expect(methodsForAmount(20_00, paymentMethods)).toEqual([...paymentMethods]);
  });

  it('keeps the order offered and only what was offered', () => {
    expect(methodsForAmount(500_00, ['card', 'gcash'])).toEqual(['card', 'gcash']);
    expect(methodsForAmount(500_000_00, ['gcash', 'maya'])).toEqual([]);
  });

  it('the range of the methods offered', () => {
    expect(paymentRange(paymentMethods)).toEqual({ min: 20_00, max: 9_999_999_99 });
    expect(paymentRange(['gcash', 'bank_transfer'])).toEqual({ min: 20_00, max: 100_000_00 });
  });
});
