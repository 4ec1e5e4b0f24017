/**
 * When the timers of a tenancy and of its bills fire (the table rows with `at`, process.ts): the
 * booking's request and payment deadlines and start, the tenancy's end at midnight after the end
 * date a notice set, a bill's opening at midnight of its opening day and its lapse at midnight
 * after its due date, in the platform's time zone (Asia/Manila).
 */
import { addCalendarDays, dayStartIn, paymentExpiresAt, requestExpiresAt, type BookingTimes } from '../bookings/time';
import { billCalendar, tenancyDefaults, type TenancyRules } from './calendar';
import {
  billProcess,
  tenancyProcess,
  type BillAction,
  type BillMoment,
  type TenancyAction,
  type TenancyMoment,
  type BillStatus,
  type TenancyStatus,
} from './process';

/** A tenancy's instants: a booking's, with no end until a notice sets one. */
export interface TenancyTimes extends Omit<BookingTimes, 'end'> {
  /** Midnight after the end date; null while it has none. */
  end: Date | null;
}

/** When each of the tenancy's timers fires (null: not set, an end not given yet). */
export const tenancyMoments: Record<TenancyMoment, (t: TenancyTimes) => Date | null> = {
  request_deadline: (t) => requestExpiresAt(t.createdAt, t.start),
  payment_deadline: (t) => paymentExpiresAt(t.acceptedAt ?? t.createdAt, t.start, t.mode),
  start: (t) => t.start,
  end: (t) => t.end,
};

/** The timer action due on a tenancy in `status` and when, or null (none waits, or its moment is not set). */
export function tenancyTimerDue(status: TenancyStatus, t: TenancyTimes): { action: TenancyAction; at: Date } | null {
  const row = tenancyProcess.timerOf(status);
  const at = row?.at ? tenancyMoments[row.at](t) : null;
  return row && at ? { action: row.action, at } : null;
}

/** When each of a bill's timers fires, from its due date, in `timeZone`. */
export function billMoments(
  dueOn: string,
  timeZone: string,
  rules: TenancyRules = tenancyDefaults,
): Record<BillMoment, Date> {
  const c = billCalendar(dueOn, rules);
  return { opening: dayStartIn(c.opensOn, timeZone), due_passed: dayStartIn(addCalendarDays(dueOn, 1), timeZone) };
}

/** The timer action due on a bill in `status` and when, or null (paid and void wait for nothing). */
export function billTimerDue(
  status: BillStatus,
  dueOn: string,
  timeZone: string,
  rules: TenancyRules = tenancyDefaults,
): { action: BillAction; at: Date } | null {
  const row = billProcess.timerOf(status);
  return row?.at ? { action: row.action, at: billMoments(dueOn, timeZone, rules)[row.at] } : null;
}
