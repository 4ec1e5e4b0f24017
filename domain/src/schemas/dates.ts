/**
 * Calendar dates ('YYYY-MM-DD') and months ('YYYY-MM') as forms and query strings send them,
 * one rule for every schema that takes one: the shape, a real day (not 2026-02-30), and a year
 * from 2000 to 2100. Nothing on the platform is booked, blocked or looked up outside those
 * years, and PostgreSQL refuses some of them outright (year 0000 was a 500: "date out of range").
 */
import { z } from 'zod';
import { dateMessages as m } from '../messages/dates';

export const yearRange = { min: 2000, max: 2100 } as const;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A real calendar date 'YYYY-MM-DD' (not 2026-02-30), of any year. */
export const isCalendarDate = (s: string) => DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** Whether a date, month or timestamp that starts with its year ('2026-03…') falls in 2000–2100. */
export function inYearRange(s: string): boolean {
  const year = Number(s.slice(0, 4));
  return /^\d{4}/.test(s) && year >= yearRange.min && year <= yearRange.max;
}

/**
 * A calendar date 'YYYY-MM-DD' from 2000 to 2100. `format` is the message for anything else
 * (each form words it its own way); `missing`, when given, is the message for an empty value.
 */
export function isoDateSchema(format: string, missing?: string) {
  const text = z.string({ error: missing ?? format });
  return (missing ? text.min(1, { error: missing, abort: true }) : text)
    .refine(isCalendarDate, { error: format, abort: true })
    .refine(inYearRange, { error: m.dateRange });
}

/** A month 'YYYY-MM' from 2000 to 2100; `format` is the message for anything else. */
export function isoMonthSchema(format: string) {
  return z
    .string({ error: format })
    .regex(MONTH, { error: format, abort: true })
    .refine(inYearRange, { error: m.monthRange });
}
