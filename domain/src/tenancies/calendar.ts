/**
 * A tenancy's billing calendar (issue 32, decision 0080): calendar dates 'YYYY-MM-DD' in the
 * platform's time zone (Asia/Manila), as a booking's are.
 *
 * - Bill n (n = 0, 1, 2…) covers the period from the n-th anniversary of the start (`billDay`) to
 *   the day before the next one, both included, like a booking's dates. An anniversary that does
 *   not exist falls on the month's last day, and each is counted from the start, never from the
 *   bill before: a start on 31 Jan is billed 28 Feb (29 in a leap year), 31 Mar, 30 Apr, 31 May.
 * - A bill is due on its period's first day: the client pays a month before using it, as a booking
 *   is paid before its start. Bill 0 is the first month, paid through the booking's checkout.
 * - It opens (its checkout is made) `billOpensDaysBefore` days before it is due; reminders go out
 *   `reminderDaysBefore` days before (3, 1 and on the day). From the day after it is due it is
 *   overdue; the grace period is the `graceDays` days after the due date, and from the day after the
 *   grace the host may end the tenancy for non-payment with `nonPaymentNoticeDays` of notice.
 */
import { addCalendarDays } from '../bookings/time';
import { daysBetween } from '../listings/blocks';
import { addMonths } from '../pricing/quote';

/** The tenancy's rules with their defaults: the settings the server passes in (`TenancyRules`). */
export interface TenancyRules {
  /** A bill opens this many days before it is due. */
  readonly billOpensDaysBefore: number;
  /** Reminders go out this many days before the due date (0: on the day). */
  readonly reminderDaysBefore: readonly number[];
  /** Days after the due date before the host may end the tenancy for non-payment. */
  readonly graceDays: number;
  /** The notice a host gives for non-payment once the grace has passed. */
  readonly nonPaymentNoticeDays: number;
  /** The least notice a host gives otherwise. */
  readonly hostNoticeDays: number;
  /** A new monthly price applies only from a bill due at least this many days ahead. */
  readonly priceChangeDaysAhead: number;
}

export const tenancyDefaults: TenancyRules = {
  billOpensDaysBefore: 5,
  reminderDaysBefore: [3, 1, 0],
  graceDays: 5,
  nonPaymentNoticeDays: 7,
  hostNoticeDays: 30,
  priceChangeDaysAhead: 30,
};

/** The rules with the platform's settings of them: the grace and the host's notice (financial settings). */
export const tenancyRulesOf = (f: { tenancyGraceDays: number; tenancyHostNoticeDays: number }): TenancyRules => ({
  ...tenancyDefaults,
  graceDays: f.tenancyGraceDays,
  hostNoticeDays: f.tenancyHostNoticeDays,
});

/** One billing period: bill n's days, both included, and its due date. */
export interface BillingPeriod {
  n: number;
  periodStart: string;
  /** Its last day, included (the day before the next anniversary). */
  periodEnd: string;
  /** The period's first day. */
  dueOn: string;
  /** How many days it has (28 to 31). */
  days: number;
}

/** A period as billed: up to the tenancy's last day when it ends inside it. */
export interface BilledPeriod extends BillingPeriod {
  /** The last day billed: the period's end, or the tenancy's end date inside it. */
  lastDay: string;
  /** Days billed, from the period's first day to `lastDay`, both included. */
  daysUsed: number;
}

const assertIndex = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a bill number: ${n}`);
};

/** The n-th anniversary of `start` (n = 0: the start), on the month's last day when it has no such day. */
export function billDay(start: string, n: number): string {
  assertIndex(n);
  return addMonths(start, n);
}

/** Bill n's period: from its anniversary to the day before the next, due on its first day. */
export function billingPeriod(start: string, n: number): BillingPeriod {
  const periodStart = billDay(start, n);
  const next = billDay(start, n + 1);
  return {
    n,
    periodStart,
    periodEnd: addCalendarDays(next, -1),
    dueOn: periodStart,
    days: daysBetween(periodStart, next),
  };
}

/** The number of the period `date` falls in (`date` on or after `start`). */
export function periodOf(start: string, date: string): number {
  if (date < start) throw new RangeError(`${date} is before the tenancy's start ${start}`);
  const months = (s: string) => Number(s.slice(0, 4)) * 12 + Number(s.slice(5, 7));
  let n = Math.max(0, months(date) - months(start));
  while (n > 0 && billDay(start, n) > date) n--;
  while (billDay(start, n + 1) <= date) n++;
  return n;
}

/** Days of `period` from its first day to `lastDay`, both included: 0 before it, all of them from its end on. */
export function daysUsedIn(period: BillingPeriod, lastDay: string): number {
  return Math.min(period.days, Math.max(0, daysBetween(period.periodStart, lastDay) + 1));
}

/**
 * The periods billed from the start up to `today + horizonDays` (those whose first day has come by
 * then), and never past the tenancy's last day `endDate` (null: no end yet); the one the end falls
 * in is billed up to it. With `horizonDays` = billOpensDaysBefore: every bill that should be open
 * by today; with 31 more, the next one listed as upcoming too.
 */
export function periodsUntil(
  start: string,
  endDate: string | null,
  today: string,
  horizonDays: number,
): BilledPeriod[] {
  const until = addCalendarDays(today, horizonDays);
  const last = endDate !== null && endDate < until ? endDate : until;
  const out: BilledPeriod[] = [];
  for (let n = 0; billDay(start, n) <= last; n++) {
    const p = billingPeriod(start, n);
    const lastDay = endDate !== null && endDate < p.periodEnd ? endDate : p.periodEnd;
    out.push({ ...p, lastDay, daysUsed: daysUsedIn(p, lastDay) });
  }
  return out;
}

/** The days that matter to one bill, from its due date. */
export interface BillCalendar {
  /** Its checkout is made; the client may pay. */
  opensOn: string;
  /** Each reminder's day and how many days before the due date it is (0: on the day). */
  reminders: { on: string; daysBefore: number }[];
  dueOn: string;
  /** The first day it is overdue. */
  overdueFrom: string;
  /** The grace period's last day. */
  graceEndsOn: string;
  /** The first day the host may end the tenancy for non-payment (with the short notice). */
  shortNoticeFrom: string;
}

export function billCalendar(dueOn: string, rules: TenancyRules = tenancyDefaults): BillCalendar {
  const graceEndsOn = addCalendarDays(dueOn, rules.graceDays);
  return {
    opensOn: addCalendarDays(dueOn, -rules.billOpensDaysBefore),
    reminders: [...rules.reminderDaysBefore]
      .sort((a, b) => b - a)
      .map((d) => ({ on: addCalendarDays(dueOn, -d), daysBefore: d })),
    dueOn,
    overdueFrom: addCalendarDays(dueOn, 1),
    graceEndsOn,
    shortNoticeFrom: addCalendarDays(graceEndsOn, 1),
  };
}

/** Where an unpaid bill due on `dueOn` stands on `today`. */
export type BillStage = 'upcoming' | 'open' | 'overdue' | 'past_grace';

export function billStage(dueOn: string, today: string, rules: TenancyRules = tenancyDefaults): BillStage {
  const c = billCalendar(dueOn, rules);
  if (today < c.opensOn) return 'upcoming';
  if (today <= dueOn) return 'open';
  return today <= c.graceEndsOn ? 'overdue' : 'past_grace';
}

/** The reminder due today for an unpaid bill (days before its due date, 0 on the day), or null. */
export function reminderDue(dueOn: string, today: string, rules: TenancyRules = tenancyDefaults): number | null {
  return billCalendar(dueOn, rules).reminders.find((r) => r.on === today)?.daysBefore ?? null;
}

/**
 * The first bill a new monthly price may apply to when the host changes it on `today`: the first
 * due at least `priceChangeDaysAhead` days later (never bill 0, already priced).
 */
export function priceChangeFrom(start: string, today: string, rules: TenancyRules = tenancyDefaults): number {
  const earliest = addCalendarDays(today, rules.priceChangeDaysAhead);
  if (earliest <= start) return 1;
  const n = periodOf(start, earliest);
  return Math.max(1, billDay(start, n) < earliest ? n + 1 : n);
}
