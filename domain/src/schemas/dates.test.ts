import { describe, expect, it } from 'vitest';
import { dateMessages } from '../messages/dates';
import { listingMessages } from '../messages/listings';
import { discoveryMessages } from '../messages/discovery';
import { availabilityQuerySchema, blockSchema } from '../listings/blocks';
import { listingQuoteQuerySchema, listingSearchQuerySchema } from '../listings/search';
import { auditQuerySchema } from './admin';
import { inYearRange, isCalendarDate, isoDateSchema, isoMonthSchema, yearRange } from './dates';

const first = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? null : `${r.error!.issues[0].path.join('.')}: ${r.error!.issues[0].message}`;

describe('dates and months', () => {
  it('a calendar date is real, of any year; the range is 2000–2100', () => {
    expect(yearRange).toEqual({ min: 2000, max: 2100 });
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(true);
    expect(['2000-01-01', '2100-12-31', '2026-03', '2050-06-01T10:00:00Z'].map(inYearRange)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['1999-12-31', '2101-01-01', '0000-01', '9999-12', '', 'abcd'].map(inYearRange)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('isoDateSchema: the shape first, then the years, each with one message', () => {
    const s = isoDateSchema('Bad date', 'Choose a date');
    expect(s.parse('2026-03-31')).toBe('2026-03-31');
    expect(first(s.safeParse(''))).toBe(': Choose a date');
    expect(first(s.safeParse(undefined))).toBe(': Choose a date');
    expect(first(s.safeParse('2026-02-30'))).toBe(': Bad date');
    expect(s.safeParse('31/03/2026').error?.issues).toHaveLength(1);
    expect(first(s.safeParse('0000-01-01'))).toBe(`: ${dateMessages.dateRange}`);
    expect(first(s.safeParse('1999-12-31'))).toBe(`: ${dateMessages.dateRange}`);
    expect(first(s.safeParse('2101-01-01'))).toBe(`: ${dateMessages.dateRange}`);
    expect(s.safeParse('2000-01-01').success && s.safeParse('2100-12-31').success).toBe(true);
    expect(first(isoDateSchema('Bad date').safeParse(''))).toBe(': Bad date');
  });

  it('isoMonthSchema: YYYY-MM from 2000-01 to 2100-12', () => {
    const s = isoMonthSchema('Bad month');
    expect(s.parse('2026-03')).toBe('2026-03');
    expect(first(s.safeParse('2026-13'))).toBe(': Bad month');
    expect(first(s.safeParse('2026-03-01'))).toBe(': Bad month');
    expect(first(s.safeParse('0000-01'))).toBe(`: ${dateMessages.monthRange}`);
    expect(first(s.safeParse('2101-01'))).toBe(`: ${dateMessages.monthRange}`);
    expect(s.safeParse('2000-01').success && s.safeParse('2100-12').success).toBe(true);
  });

  it('every schema that takes a date or month uses them', () => {
    expect(first(availabilityQuerySchema.safeParse({ month: '0000-01' }))).toBe(`month: ${dateMessages.monthRange}`);
    expect(first(availabilityQuerySchema.safeParse({ month: '2026-13' }))).toBe(
      `month: ${listingMessages.blocks.month}`,
    );
    expect(first(blockSchema.safeParse({ startDate: '2101-01-01', endDate: '2101-01-02', units: 1 }))).toBe(
      `startDate: ${dateMessages.dateRange}`,
    );
    expect(first(listingSearchQuerySchema.safeParse({ from: '0000-01-01', to: '0000-01-02' }))).toBe(
      `from: ${dateMessages.dateRange}`,
    );
    expect(first(listingSearchQuerySchema.safeParse({ from: '2026-02-30', to: '2026-03-02' }))).toBe(
      `from: ${discoveryMessages.search.date}`,
    );
    expect(first(listingQuoteQuerySchema.safeParse({ from: '2100-12-31', to: '2101-01-01' }))).toBe(
      `to: ${dateMessages.dateRange}`,
    );
    expect(first(auditQuerySchema.safeParse({ from: '0001-01-01T00:00:00Z' }))).toBe(`from: ${dateMessages.dateRange}`);
    expect(auditQuerySchema.safeParse({ from: '2026-01-01', to: '2026-02-01T00:00:00+08:00' }).success).toBe(true);
  });
});
