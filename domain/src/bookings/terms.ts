/**
 * A cancellation policy's terms in plain words, rendered from the data of cancellation.ts (so
 * what the listing page, checkout and the settings page say is what refundFor computes):
 * "Full refund, less the 5% cancellation fee, until 24 hours before the start."
 */
import type { CancellationPolicy } from '../listings/fields';
import { bookingMessages } from '../messages/bookings';
import { cancellationTerms, type Keep, type RefundWindow } from './cancellation';

type Words = typeof bookingMessages.terms;

/**
 * The terms' words in one language (issue 34): English (`bookingMessages.terms`, the default) or
 * the catalogue's (the server's answers and agreement in their reader's language).
 */
export type TermsWords = {
  [K in Exclude<keyof Words, 'policyNames'>]: Words[K] extends string ? string : Words[K];
} & {
  /** Between the two things a refund is less of ('… fee and the first day'); ' and ' when not given. */
  and?: string;
};

/** 5 → '5%', 9.5 → '9.5%'. */
const percent = (n: number) => `${Number(n.toFixed(2))}%`;

/** 24 → '24 hours', 120 → '5 days': whole days from two days up. */
const span = (hours: number, t: TermsWords) => (hours >= 48 && hours % 24 === 0 ? t.days(hours / 24) : t.hours(hours));

/** What a window gives back: its head ('Full refund') and what it is less of, if anything. */
export function refundPhrase(
  k: Keep,
  feePercentage: number,
  t: TermsWords = bookingMessages.terms,
): { head: string; less: string | null } {
  if (k.percent >= 100) return { head: t.noRefund, less: null };
  const head = k.percent > 0 ? t.percentRefund(percent(100 - k.percent)) : k.firstDay ? t.refund : t.fullRefund;
  const less = [
    k.fee && feePercentage > 0 ? t.lessFee(percent(feePercentage)) : null,
    k.firstDay ? t.lessFirstDay : null,
  ];
  const items = less.filter((x): x is string => x !== null);
  return { head, less: items.length ? `${t.less} ${items.join(` ${t.and ?? 'and'} `)}` : null };
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function sentence(w: RefundWindow, i: number, feePercentage: number, t: TermsWords): string {
  const { head, less } = refundPhrase(w.keep, feePercentage, t);
  const phrase = less ? `${head}, ${less}` : head;
  if (w.hoursBefore === null) return i === 0 ? `${phrase}.` : `${t.afterThat}, ${lowerFirst(phrase)}.`;
  return `${phrase}${less ? ',' : ''} ${t.until(span(w.hoursBefore, t))}.`;
}

/**
 * The terms of a policy as short sentences, window by window, with the platform's cancellation
 * fee: flexible at 5% → ['Full refund, less the 5% cancellation fee, until 24 hours before the
 * start.', 'After that, a refund, less the 5% cancellation fee and the first day.'].
 */
export function describeTerms(
  policy: CancellationPolicy,
  feePercentage: number,
  t: TermsWords = bookingMessages.terms,
): string[] {
  return cancellationTerms[policy].map((w, i) => sentence(w, i, feePercentage, t));
}

/** The terms with what holds under every policy: before payment, and a host's cancellation. */
export const describeAllTerms = (
  policy: CancellationPolicy,
  feePercentage: number,
  t: TermsWords = bookingMessages.terms,
): string[] => [t.beforePayment, ...describeTerms(policy, feePercentage, t), t.byHost];
