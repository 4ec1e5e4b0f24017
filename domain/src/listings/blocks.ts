/**
 * Availability blocks: the host takes units of a listing off the market for a range of
 * calendar dates (both ends included, in the platform's time zone). Form and server share
 * the schema; whether the dates are in the past or too far ahead depends on today and is
 * checked by the server (`blockDateIssue`), as is the capacity.
 */
import { z } from 'zod';
import { listingMessages } from '../messages/listings';
import { isCalendarDate, isoDateSchema, isoMonthSchema } from '../schemas/dates';
import { textSchema } from '../schemas/text';
import { listingLimits } from './fields';

const m = listingMessages.blocks;

const date = (missing: string) => isoDateSchema(m.date, missing);

/** Days from a to b ('YYYY-MM-DD'), b − a. */
export const daysBetween = (a: string, b: string) =>
  (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

export const MAX_BLOCK_DAYS = 366;
/** Blocks reach at most this many days past today. */
export const MAX_BLOCK_AHEAD_DAYS = 731;

export const blockSchema = z
  .object({
    startDate: date(m.startDate),
    endDate: date(m.endDate),
    units: z.number({ error: m.units }).int(m.units).min(1, m.units).max(listingLimits.capacity.max, m.units),
    note: textSchema({ error: m.note }).trim().max(listingLimits.blockNote, m.note).nullable().optional(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (!isCalendarDate(v.startDate) || !isCalendarDate(v.endDate)) return;
      const days = daysBetween(v.startDate, v.endDate);
      if (days < 0) ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.endBeforeStart });
      else if (days + 1 > MAX_BLOCK_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.tooLong });
    }),
  );
export type BlockInput = z.infer<typeof blockSchema>;

/** Refusal of a block's dates given today's date in the platform's time zone, or null. */
export function blockDateIssue(b: { startDate: string; endDate: string }, today: string) {
  if (b.startDate < today) return { field: 'startDate' as const, message: m.inPast };
  if (daysBetween(today, b.endDate) > MAX_BLOCK_AHEAD_DAYS) return { field: 'endDate' as const, message: m.tooFar };
  return null;
}

/** `?month=YYYY-MM` of the availability calendar. */
export const availabilityQuerySchema = z.object({
  month: isoMonthSchema(m.month),
});
