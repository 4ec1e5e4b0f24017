/**
 * What a cancellation for force majeure gives back (issue 33, decision 0090): a declared event (a
 * typhoon signal, a flood) covers days of a stay; whoever cancels, those days come back in full,
 * whatever the listing's policy.
 *
 * - By the host or staff: everything back (as any host's cancellation, but never counted against
 *   the host).
 * - By the client, when the event covers at least half the stay: everything back (what is left of
 *   it is not the stay they booked).
 * - By the client otherwise: the covered share of the subtotal and its tax back in full; the rest
 *   of the stay is cancelled as any client's cancellation of those days would be, by the policy
 *   (refundFor on the rest's share of the quote; its first day kept only when the event does not
 *   cover the stay's first day).
 * - A running tenancy (shareRefund): the paid days from the first covered day on come back in
 *   full; the days before were lived in and stay paid.
 *
 * Shares are measured in minutes of overlap (an hourly parking booking is covered by the hour), so
 * refund + host earnings + platform fee + cancellation fee + tax kept = what was paid, exactly.
 */
import type { CancellationPolicy } from '../listings/fields';
import { centavos, minCentavos, minusCentavos, mulDivHalfUp, sumCentavos, type Centavos } from '../money/amounts';
import { fullRefund, refundFor, type RefundQuote, type RefundSplit } from '../bookings/cancellation';
import type { BookingStatus } from '../bookings/process';

/** A span of time, from (inclusive) until (exclusive). */
export interface Span {
  from: Date;
  until: Date;
}

/** Manila is UTC+8 all year (no daylight saving). */
const MANILA_OFFSET = '+08:00';
const DAY = 86_400_000;
const MINUTE = 60_000;

/** An event's span: from the first day's midnight in Manila to the midnight after its last day. */
export const eventSpan = (startDate: string, endDate: string): Span => ({
  from: new Date(`${startDate}T00:00:00${MANILA_OFFSET}`),
  until: new Date(new Date(`${endDate}T00:00:00${MANILA_OFFSET}`).getTime() + DAY),
});

/** Minutes two spans share (0 when apart). */
export function overlapMinutes(a: Span, b: Span): number {
  const from = Math.max(a.from.getTime(), b.from.getTime());
  const until = Math.min(a.until.getTime(), b.until.getTime());
  return until > from ? Math.round((until - from) / MINUTE) : 0;
}

const minutesOf = (s: Span) => Math.max(0, Math.round((s.until.getTime() - s.from.getTime()) / MINUTE));

/** The calendar days in Manila ('YYYY-MM-DD') the stay has inside the event, in order. */
export function affectedDays(stay: Span, event: Span): string[] {
  const from = Math.max(stay.from.getTime(), event.from.getTime());
  const until = Math.min(stay.until.getTime(), event.until.getTime());
  const days: string[] = [];
  for (let t = from; t < until;) {
    const day = new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
    days.push(day);
    t = new Date(`${day}T00:00:00${MANILA_OFFSET}`).getTime() + DAY;
  }
  return days;
}

/** Whether a stay and an event share any time. */
export const overlaps = (stay: Span, event: Span) => overlapMinutes(stay, event) > 0;

/**
 * `covered`/`total` of the quote back in full, the rest kept as paid (its host earnings, platform
 * fee and tax): the refund of a share of days.
 */
export function shareRefund(q: RefundQuote, covered: number, total: number): RefundSplit {
  if (total <= 0 || covered >= total) return fullRefund(q);
  const keptSubtotal = minusCentavos(q.subtotal, mulDivHalfUp(q.subtotal, covered, total));
  const { platformFee, tax } = restOf(q, keptSubtotal);
  const taxReturned = minusCentavos(q.tax, tax);
  return {
    paid: sumCentavos(q.subtotal, q.tax),
    refund: sumCentavos(minusCentavos(q.subtotal, keptSubtotal), taxReturned),
    taxReturned,
    hostEarnings: minusCentavos(keptSubtotal, platformFee),
    platformFee,
    cancellationFee: centavos(0),
    taxKept: tax,
    window: null,
  };
}

/** The platform fee and tax that go with `subtotal` of the quote's subtotal, in proportion, half up. */
function restOf(q: RefundQuote, subtotal: Centavos) {
  if (q.subtotal === 0) return { platformFee: centavos(0), tax: centavos(0) };
  return {
    platformFee: mulDivHalfUp(q.platformFee, subtotal, q.subtotal),
    tax: mulDivHalfUp(q.tax, subtotal, q.subtotal),
  };
}

export interface ForceMajeureRefundInput {
  quote: RefundQuote;
  policy: CancellationPolicy;
  by: 'client' | 'host' | 'admin';
  /** The booking's status when cancelled: only a confirmed or active one has been paid. */
  status: BookingStatus;
  stay: Span;
  event: Span;
  at: Date;
}

export interface ForceMajeureRefund extends RefundSplit {
  /** The stay's days the event covers (Manila calendar days). */
  affectedDays: string[];
  /** Everything came back (the host or staff cancelled, or most of the stay is covered). */
  whole: boolean;
}

export function forceMajeureRefund(input: ForceMajeureRefundInput): ForceMajeureRefund {
  const { quote: q, stay, event } = input;
  const days = affectedDays(stay, event);
  const zero = centavos(0);
  if (input.status !== 'confirmed' && input.status !== 'active') {
    const none = { refund: zero, taxReturned: zero, hostEarnings: zero, platformFee: zero, cancellationFee: zero };
    return { ...none, paid: zero, taxKept: zero, window: null, affectedDays: days, whole: false };
  }
  const covered = overlapMinutes(stay, event);
  const total = minutesOf(stay);
  if (input.by !== 'client' || covered * 2 >= total) return { ...fullRefund(q), affectedDays: days, whole: true };
  const coveredSubtotal = mulDivHalfUp(q.subtotal, covered, total);
  const restSubtotal = minusCentavos(q.subtotal, coveredSubtotal);
  const rest = restOf(q, restSubtotal);
  const coversFirstDay = stay.from.getTime() >= event.from.getTime() && stay.from.getTime() < event.until.getTime();
  const restQuote: RefundQuote = {
    subtotal: restSubtotal,
    tax: rest.tax,
    platformFee: rest.platformFee,
    cancellationFeePercentage: q.cancellationFeePercentage,
    firstDay: coversFirstDay ? zero : minCentavos(q.firstDay, restSubtotal),
  };
  const r = refundFor({
    quote: restQuote,
    policy: input.policy,
    by: 'client',
    status: input.status,
    start: stay.from,
    at: input.at,
  });
  const coveredTax = minusCentavos(q.tax, rest.tax);
  return {
    paid: sumCentavos(q.subtotal, q.tax),
    refund: sumCentavos(coveredSubtotal, coveredTax, r.refund),
    taxReturned: sumCentavos(coveredTax, r.taxReturned),
    hostEarnings: r.hostEarnings,
    platformFee: r.platformFee,
    cancellationFee: r.cancellationFee,
    taxKept: r.taxKept,
    window: r.window,
    affectedDays: days,
    whole: false,
  };
}
