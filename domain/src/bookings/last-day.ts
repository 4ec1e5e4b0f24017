import { calendarDayIn } from '../format';

/*
 * Apart from dates.ts so that the web's lib/format, in every page's first download, takes this one
 * function and not the booking's and the tenancy's words with it.
 */

/**
 * The calendar date ('YYYY-MM-DD') of a booking's last moment, for what holds only its end
 * instant: a day booking's end date, an hourly one's day.
 */
export const lastDayOf = (endsAt: string | Date, timeZone: string): string =>
  calendarDayIn(timeZone, new Date(new Date(endsAt).getTime() - 1));
