/**
 * A staff refund of a paid payment, in full or in part (issue 20, "Money", admin /payments).
 *
 * Unlike a cancellation (cancellation.ts), staff keep nothing back: no cancellation fee, no
 * window. What goes back comes out of what is still left of the payment in each account it
 * credited, in proportion: the host's part, the platform fee, a cancellation fee earned by an
 * earlier cancellation, and the tax, each × amount ÷ what is left. The centavos rounding leaves
 * over go to the parts with the largest remainders, so the parts sum to the amount exactly and
 * none takes more than it holds; refunding all that is left returns each part exactly.
 */
import { minusCentavos, negCentavos, sumCentavos, type Centavos } from '../money/amounts';
import type { RefundSplit } from './cancellation';
import type { BookingQuote } from './quote';

/** What is still left of a payment in each account it credited, centavos (≥ 0): the ledger's payment and refund lines of it. */
export interface PaymentLeft {
  hostEarnings: Centavos;
  platformFee: Centavos;
  /** A cancellation fee an earlier cancellation earned (a staff refund may give it back). */
  cancellationFee: Centavos;
  tax: Centavos;
}

const parts = ['hostEarnings', 'platformFee', 'cancellationFee', 'tax'] as const;

/** All that is left of a payment to refund. */
export const leftOf = (l: PaymentLeft) => sumCentavos(...parts.map((k) => l[k]));

/** What a staff refund of `amount` takes from each part of what is left (sums to `amount`). */
export function adminRefundParts(left: PaymentLeft, amount: Centavos): PaymentLeft {
  const total = leftOf(left);
  if (parts.some((k) => !Number.isInteger(left[k]) || left[k] < 0))
    throw new Error('What is left must be whole and ≥ 0');
  if (!Number.isInteger(amount) || amount <= 0 || amount > total) {
    throw new Error(`A refund must be whole, above 0 and at most what is left (${total})`);
  }
  if (amount === total) return { ...left };
  // BigInt: a part × an amount can pass 2^53 on the largest bookings.
  const a = BigInt(amount);
  const t = BigInt(total);
  const shares = parts.map((k) => BigInt(left[k]) * a);
  const taken = shares.map((s) => s / t);
  const rest = shares.map((s, i) => s - taken[i] * t);
  let short = amount - Number(taken.reduce((s, x) => s + x, 0n));
  const byRemainder = parts.map((_, i) => i).sort((x, y) => (rest[y] > rest[x] ? 1 : rest[y] < rest[x] ? -1 : x - y));
  for (const i of byRemainder) {
    if (short === 0) break;
    if (rest[i] > 0n) {
      taken[i] += 1n;
      short -= 1;
    }
  }
  // Each part taken is a whole number of centavos (a BigInt quotient, one more for a remainder).
  const out = Object.fromEntries(parts.map((k, i) => [k, Number(taken[i])])) as unknown as PaymentLeft;
  return out;
}

type PaidQuote = Pick<BookingQuote, 'subtotal' | 'tax' | 'platformFee' | 'hostEarnings'>;

/**
 * A staff refund of `amount` as a RefundSplit of the booking's quote `q`, so that
 * `refundPostings(q, split, from)` gives back exactly its parts: the host's part (q.hostEarnings −
 * split.hostEarnings), the platform fee, the tax returned, and an earned cancellation fee (a
 * negative `cancellationFee`: nothing is kept, some is given back).
 */
export function adminRefundSplit(q: PaidQuote, left: PaymentLeft, amount: Centavos): RefundSplit {
  const back = adminRefundParts(left, amount);
  return {
    paid: sumCentavos(q.subtotal, q.tax),
    refund: amount,
    taxReturned: back.tax,
    hostEarnings: minusCentavos(q.hostEarnings, back.hostEarnings),
    platformFee: minusCentavos(q.platformFee, back.platformFee),
    cancellationFee: negCentavos(back.cancellationFee),
    taxKept: minusCentavos(q.tax, back.tax),
    window: null,
  };
}
