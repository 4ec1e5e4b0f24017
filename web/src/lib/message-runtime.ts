import { number as intlNumber } from '@messageformat/runtime';
import { groupDigits } from '@espasyo/domain/format';

/**
 * @messageformat's runtime for the compiled catalogue (messages-plugin.ts), with `#` (the count in
 * a plural) written by groupDigits when it is a whole number: the runtime's own makes an
 * `Intl.NumberFormat`, and a page's first one costs 40–60 ms on a laptop (decision 0096).
 * English and Filipino write a count alike ('1,234'); anything else goes to the runtime's.
 */
export * from '@messageformat/runtime';

export function number(lc: string, value: number, offset: number): string {
  const n = value - offset;
  return Number.isInteger(n) && (lc === 'en' || lc === 'fil') ? groupDigits(n) : intlNumber(lc, value, offset);
}
