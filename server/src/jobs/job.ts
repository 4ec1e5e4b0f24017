import { addCalendarDays, calendarDayIn, dayStartIn } from '@espasyo/domain';
import type { AppContext } from '../context';

/**
 * A scheduled job: what it is, how often it runs, and the work (returns a one-line result). A
 * daily job (`dailyAt`) runs at that time of day in the platform's zone (general.timezone), and
 * never merely because the server started; its intervalMs is a day.
 */
export interface JobDefinition {
  name: string;
  description: string;
  intervalMs: number;
  dailyAt?: { hour: number; minute: number };
  run(ctx: AppContext): Promise<string>;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The first moment after `after` that is `at` o'clock in `timeZone`. */
export function nextDailyRun(after: Date, at: { hour: number; minute: number }, timeZone: string): Date {
  const today = calendarDayIn(timeZone, after);
  for (const day of [today, addCalendarDays(today, 1), addCalendarDays(today, 2)]) {
    const run = new Date(dayStartIn(day, timeZone).getTime() + at.hour * HOUR + at.minute * MINUTE);
    if (run > after) return run;
  }
  throw new Error('unreachable');
}
