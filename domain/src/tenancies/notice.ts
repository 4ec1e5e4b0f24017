/**
 * Ending a tenancy with notice (issue 32, decision 0080). A notice given on a day with N days of
 * notice ends the tenancy at the earliest on the N-th day after it (its last day, included: 7 days'
 * notice given on 1 Mar ends it on 8 Mar at the earliest; 0 days ends it that very day).
 *
 * - The client gives the listing's notice period (0, 7, 14 or 30 days; 7 unless the host chose
 *   another), and cannot end before the listing's minimum duration from the start has run.
 * - The host gives at least `hostNoticeDays` (30), or `nonPaymentNoticeDays` (7) once a bill is
 *   unpaid past its grace period.
 * - Staff end it from the day they give notice (with a reason: the table asks one).
 * - A later end date than the earliest may be asked for. A second notice may only bring the end
 *   nearer (a host's for non-payment after the client's own notice).
 *
 * The answer says the last bill (the period the end falls in, prorated by day) and what happens
 * to each bill already made: the one of the end's period repriced if unpaid, refunded for the
 * unused days if paid; the unpaid ones after it voided, the paid ones refunded in full.
 */
import type { RefundSplit } from '../bookings/cancellation';
import { addCalendarDays } from '../bookings/time';
import type { Centavos } from '../money/amounts';
import {
  billDay,
  billingPeriod,
  billStage,
  daysUsedIn,
  periodOf,
  tenancyDefaults,
  type BilledPeriod,
  type TenancyRules,
} from './calendar';
import type { BillStatus } from './process';
import { billQuote, proratedQuote, unusedRefund, type BillQuote, type BillRates } from './proration';

/** The notice periods a host may set for the client (days). */
export const clientNoticeDayOptions = [0, 7, 14, 30] as const;
export type ClientNoticeDays = (typeof clientNoticeDayOptions)[number];
export const DEFAULT_CLIENT_NOTICE_DAYS: ClientNoticeDays = 7;

export type NoticeParty = 'client' | 'host' | 'admin';

/** A listing's minimum duration, as its form keeps it. */
export interface MinimumDuration {
  minDuration: number | null;
  minDurationUnit: 'hour' | 'day' | 'month' | null;
}

/**
 * The last day a tenancy starting on `start` must reach to meet the minimum duration: months are
 * billing periods, days are days, hours are the days they begin. Null when there is none.
 */
export function minimumLastDay(start: string, m: MinimumDuration | undefined): string | null {
  if (!m || m.minDuration == null || m.minDurationUnit == null) return null;
  if (m.minDurationUnit === 'month') return addCalendarDays(billDay(start, m.minDuration), -1);
  const days = m.minDurationUnit === 'day' ? m.minDuration : Math.ceil(m.minDuration / 24);
  return addCalendarDays(start, Math.max(1, days) - 1);
}

export interface NoticeTerms {
  by: NoticeParty;
  /** The tenancy's first day. */
  start: string;
  /** The day the notice is given (today in the platform's time zone). */
  noticeOn: string;
  /** The listing's notice period for the client. */
  clientNoticeDays: number;
  /** The listing's minimum duration: binds the client's notice. */
  minimum?: MinimumDuration;
  /** The due date of the oldest bill still unpaid (null: none): a host's short notice. */
  oldestUnpaidDueOn: string | null;
  rules?: TenancyRules;
}

export interface EarliestEnd {
  /** The earliest last day the notice allows. */
  earliestEnd: string;
  /** The notice that applies, in days. */
  noticeDays: number;
  /** A host's short notice for non-payment. */
  forNonPayment: boolean;
  /** What sets it: the notice period, or the listing's minimum duration (the client's). */
  bound: 'notice' | 'minimum';
}

/** The earliest end a notice given on `noticeOn` allows `by`. */
export function earliestEnd(t: NoticeTerms): EarliestEnd {
  const rules = t.rules ?? tenancyDefaults;
  const forNonPayment =
    t.by === 'host' &&
    t.oldestUnpaidDueOn !== null &&
    billStage(t.oldestUnpaidDueOn, t.noticeOn, rules) === 'past_grace';
  const noticeDays =
    t.by === 'client'
      ? t.clientNoticeDays
      : t.by === 'admin'
        ? 0
        : forNonPayment
          ? rules.nonPaymentNoticeDays
          : rules.hostNoticeDays;
  const byNotice = [addCalendarDays(t.noticeOn, noticeDays), t.start].sort()[1];
  const minimum = t.by === 'client' ? minimumLastDay(t.start, t.minimum) : null;
  if (minimum && minimum > byNotice) return { earliestEnd: minimum, noticeDays, forNonPayment, bound: 'minimum' };
  return { earliestEnd: byNotice, noticeDays, forNonPayment, bound: 'notice' };
}

/** A bill already made, as the notice finds it. */
export interface NoticeBill {
  n: number;
  status: BillStatus;
  /** Its amounts as made, for its whole period. */
  quote: BillQuote;
}

/** What the notice does to a bill already made. */
export type BillChange =
  | { n: number; change: 'reprice'; quote: BillQuote }
  | { n: number; change: 'void' }
  | { n: number; change: 'refund'; split: RefundSplit };

/** The tenancy's last bill: the period its end falls in, billed up to the end. */
export interface LastBill extends BilledPeriod {
  quote: BillQuote;
  /** The bill's status if it is made already; null when the billing job is yet to make it. */
  status: BillStatus | null;
}

export interface NoticeInput extends NoticeTerms {
  /** The end date asked for (its last day); none: the earliest. */
  requestedEnd?: string | null;
  /** The end an earlier notice set; null: none. */
  currentEnd: string | null;
  /** One unit's monthly price now, and the units: the bills not made yet. */
  monthly: Centavos;
  units: number;
  rates: BillRates;
  /** The bills made so far. */
  bills: readonly NoticeBill[];
}

export type NoticeOutcome =
  | (EarliestEnd & {
      ok: true;
      endDate: string;
      lastBill: LastBill;
      changes: BillChange[];
      /** Everything the changes refund, tax included. */
      refund: number;
    })
  | (EarliestEnd & { ok: false; problem: 'beforeEarliest' })
  | (EarliestEnd & { ok: false; problem: 'alreadyEnds'; currentEnd: string });

/** What a notice comes to: its end date, the last bill and each bill's change, or why it is refused. */
export function noticeOutcome(input: NoticeInput): NoticeOutcome {
  const earliest = earliestEnd(input);
  const endDate = input.requestedEnd ?? earliest.earliestEnd;
  if (input.currentEnd !== null && (endDate >= input.currentEnd || earliest.earliestEnd >= input.currentEnd)) {
    return { ...earliest, ok: false, problem: 'alreadyEnds', currentEnd: input.currentEnd };
  }
  if (endDate < earliest.earliestEnd) return { ...earliest, ok: false, problem: 'beforeEarliest' };

  const lastN = periodOf(input.start, endDate);
  const period = billingPeriod(input.start, lastN);
  const changes: BillChange[] = [];
  for (const b of input.bills) {
    if (b.n < lastN || b.status === 'void') continue;
    const p = b.n === lastN ? period : billingPeriod(input.start, b.n);
    if (b.status === 'paid') {
      const split = unusedRefund(b.quote, p, endDate);
      if (split.refund > 0) changes.push({ n: b.n, change: 'refund', split });
    } else if (b.n > lastN) {
      changes.push({ n: b.n, change: 'void' });
    } else if (daysUsedIn(p, endDate) < p.days) {
      changes.push({ n: b.n, change: 'reprice', quote: proratedQuote(b.quote, p, endDate) });
    }
  }
  const made = input.bills.find((b) => b.n === lastN);
  const lastBill: LastBill = {
    ...period,
    lastDay: endDate,
    daysUsed: daysUsedIn(period, endDate),
    quote: made
      ? proratedQuote(made.quote, period, endDate)
      : billQuote({ monthly: input.monthly, units: input.units, rates: input.rates, period, lastDay: endDate }),
    status: made?.status ?? null,
  };
  const refund = changes.reduce((s, c) => s + (c.change === 'refund' ? c.split.refund : 0), 0);
  return { ...earliest, ok: true, endDate, lastBill, changes: changes.sort((a, b) => a.n - b.n), refund };
}
