import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centavos,
  MAX_CENTAVOS,
  maxCentavos,
  minCentavos,
  minusCentavos,
  mulDivHalfUp,
  negCentavos,
  parsePesos,
  percentOf,
  pesosToCentavos,
  sumCentavos,
  timesCentavos,
  type Centavos,
} from './amounts';
import { lines } from './ledger';
import { vatSplit } from './invoices';
import { withholdingOn } from './wallet';

describe('money as whole centavos', () => {
  it('refuses what is not a whole number of centavos', () => {
    expect(centavos(12_345)).toBe(12_345);
    expect(() => centavos(12.5)).toThrow(RangeError);
    expect(() => centavos(Number.NaN)).toThrow(RangeError);
  });

  it('multiplies and divides in integers, half up, exactly as exact arithmetic does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_CENTAVOS }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        (a, b, c) => {
          const exact = (2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c));
          expect(mulDivHalfUp(centavos(a), b, c)).toBe(Number(exact));
        },
      ),
    );
  });

  it('adds, takes away, negates, multiplies and compares amounts, keeping the brand', () => {
    const [a, b] = [centavos(1_250), centavos(300)];
    const sum: Centavos = sumCentavos(a, b, b);
    expect(sum).toBe(1_850);
    expect(sumCentavos()).toBe(0);
    expect(minusCentavos(b, a)).toBe(-950);
    expect(negCentavos(a)).toBe(-1_250);
    expect(timesCentavos(a, 3)).toBe(3_750);
    expect([minCentavos(a, b), maxCentavos(a, b)]).toEqual([300, 1_250]);
  });

  it('refuses pesos or a plain number where centavos are wanted (checked by the type checker)', () => {
    const pesos = 50; // ₱50 in the settings' pesos
    const price = 12.5; // a float
    const fee = percentOf(centavos(10_000), 9);
    // @ts-expect-error a number of pesos is not centavos
    percentOf(pesos, 9);
    // @ts-expect-error a float is not centavos
    mulDivHalfUp(price, 1, 2);
    // @ts-expect-error a plain number is not a ledger line's amount
    lines([['platform_fees', 450]]);
    // @ts-expect-error centavos + a plain number is a plain number (sumCentavos adds centavos)
    const total: Centavos = fee + 1;
    // @ts-expect-error nor is centavos times a float (timesCentavos takes a whole count)
    percentOf(fee * 1.12, 12);
    // Made through amounts.ts, the same values pass.
    expect(percentOf(pesosToCentavos(pesos), 9)).toBe(450);
    expect(lines([['platform_fees', negCentavos(fee)]])).toEqual([{ account: 'platform_fees', amount: -900 }]);
    expect(total).toBe(901);
  });

  it('takes percentages half up, with two decimals exact (no floating-point drift)', () => {
    expect(percentOf(centavos(1_005), 12)).toBe(121); // 120.6
    expect(percentOf(centavos(50), 9)).toBe(5); // 4.5 → 5
    expect(percentOf(centavos(1_000), 0.5)).toBe(5);
    expect(percentOf(centavos(1_000), 2.55)).toBe(26); // 25.5 → 26 (2.55 × 100 is 254.99999… in floating point)
  });

  it("turns the settings' pesos into centavos once", () => {
    expect(pesosToCentavos(50)).toBe(5_000);
    expect(pesosToCentavos(0.1 + 0.2)).toBe(30);
    expect(pesosToCentavos(1_000_000)).toBe(100_000_000);
  });

  it('parses amounts typed as pesos', () => {
    expect(parsePesos('1,250.50')).toBe(125_050);
    expect(parsePesos('₱ 300')).toBe(30_000);
    expect(parsePesos('75.5')).toBe(7_550);
    expect(parsePesos('PHP 1000')).toBe(100_000);
    for (const bad of ['', '-5', '1.234', '1,25', 'abc', '12 000', '2000000000'])
      expect(parsePesos(bad), bad).toBeNull();
  });

  it('splits VAT so the parts add up, negative amounts (credit notes) mirrored', () => {
    expect(vatSplit(centavos(11_200), 12)).toEqual({ vatable: 10_000, vat: 1_200 });
    fc.assert(
      fc.property(fc.integer({ min: -MAX_CENTAVOS, max: MAX_CENTAVOS }), (amount) => {
        const { vatable, vat } = vatSplit(centavos(amount), 12);
        expect(vatable + vat).toBe(amount);
        // + 0: a zero's sign is no amount (-0 and 0 are the same centavos).
        expect(vatSplit(centavos(-amount), 12).vatable + 0).toBe(-vatable + 0);
      }),
    );
  });

  it('withholds 0.5% of a payout, half up', () => {
    expect(withholdingOn(centavos(100_000), true)).toBe(500);
    expect(withholdingOn(centavos(100), true)).toBe(1); // 0.5 → 1
    expect(withholdingOn(centavos(99), true)).toBe(0); // 0.495 → 0
    expect(withholdingOn(centavos(100_000), false)).toBe(0);
  });
});
