import { describe, expect, it } from 'vitest';
import { listingFieldSchemas } from '@espasyo/domain/listings/schema';
import { centavosToPesos, pesosToCentavos } from './money';

describe('pesosToCentavos: what a host types, in the centavos the server stores', () => {
  it('reads whole pesos, up to two decimals, thousands separators and a peso sign', () => {
    expect(pesosToCentavos('1500')).toBe(150000);
    expect(pesosToCentavos('1,500')).toBe(150000);
    expect(pesosToCentavos('₱ 1,500.5')).toBe(150050);
    expect(pesosToCentavos('25.05')).toBe(2505);
    expect(pesosToCentavos('0.10')).toBe(10);
    expect(pesosToCentavos('12.')).toBe(1200);
  });

  it('is exact where floating point is not (1.15 × 100 = 114.999…)', () => {
    expect(pesosToCentavos('1.15')).toBe(115);
    expect(pesosToCentavos('4.35')).toBe(435);
    expect(pesosToCentavos('10000000')).toBe(1_000_000_000);
  });

  it('is null when blank (no price) and NaN when not an amount, which the shared schema refuses', () => {
    expect(pesosToCentavos('')).toBeNull();
    expect(pesosToCentavos('   ')).toBeNull();
    for (const bad of ['abc', '1.234', '-5', '1e3', '1.2.3']) {
      expect(pesosToCentavos(bad), bad).toBeNaN();
      expect(listingFieldSchemas.pricePerDay.safeParse(pesosToCentavos(bad)).success, bad).toBe(false);
    }
  });

  it('gives amounts the price schema takes from ₱1 to ₱10,000,000 only', () => {
    const ok = (text: string) => listingFieldSchemas.pricePerDay.safeParse(pesosToCentavos(text)).success;
    expect(ok('1')).toBe(true);
    expect(ok('0.99')).toBe(false);
    expect(ok('10,000,000')).toBe(true);
    expect(ok('10,000,000.01')).toBe(false);
  });
});

describe('centavosToPesos: a stored price back in the field', () => {
  it('shows whole pesos bare and centavos with two digits', () => {
    expect(centavosToPesos(150000)).toBe('1500');
    expect(centavosToPesos(150050)).toBe('1500.50');
    expect(centavosToPesos(2505)).toBe('25.05');
    expect(centavosToPesos(10)).toBe('0.10');
    expect(centavosToPesos(null)).toBe('');
  });

  it('round-trips every amount', () => {
    for (const c of [100, 101, 199, 2505, 99999, 1_000_000_000]) expect(pesosToCentavos(centavosToPesos(c))).toBe(c);
  });
});
