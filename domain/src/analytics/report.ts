import { addCalendarDays } from '../bookings/time';
import { addMonthsToMonth } from './period';

/**
 * The platform summary report emailed to admins (notifications.reportInterval, issue 30): which
 * whole days, in the platform's zone, the report sent on `today` covers. Daily: yesterday, every
 * day. Weekly: the week Monday to Sunday just ended, on Mondays. Monthly: the month just ended, on
 * the 1st. Any other day of a weekly or monthly interval has no report (null). Pure, zod-free.
 */
export type ReportInterval = 'daily' | 'weekly' | 'monthly';

export interface ReportPeriod {
  interval: ReportInterval;
  /** 'YYYY-MM-DD', both included. */
  first: string;
  last: string;
}

/** 0 for Sunday … 6 for Saturday, of a calendar date 'YYYY-MM-DD'. */
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

export function reportPeriodDue(interval: ReportInterval, today: string): ReportPeriod | null {
  const yesterday = addCalendarDays(today, -1);
  if (interval === 'daily') return { interval, first: yesterday, last: yesterday };
  if (interval === 'weekly') {
    return weekdayOf(today) === 1 ? { interval, first: addCalendarDays(today, -7), last: yesterday } : null;
  }
  return today.endsWith('-01')
    ? { interval, first: `${addMonthsToMonth(today.slice(0, 7), -1)}-01`, last: yesterday }
    : null;
}
