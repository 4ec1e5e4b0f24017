import { describe, expect, it } from 'vitest';
import { number as runtimeNumber } from '@messageformat/runtime';
import { number } from './message-runtime';

describe("the catalogue's runtime: a plural's count (#)", () => {
  it('writes a whole count as the runtime does, in English and Filipino', () => {
    for (const lc of ['en', 'fil'])
      for (const n of [0, 1, 7, 999, 1000, 12345, 1234567, -3])
        for (const offset of [0, 1]) expect(number(lc, n, offset)).toBe(runtimeNumber(lc, n, offset));
  });

  it('leaves fractions and other languages to the runtime', () => {
    expect(number('en', 1.5, 0)).toBe(runtimeNumber('en', 1.5, 0));
    expect(number('de', 1234, 0)).toBe('1.234');
  });
});
