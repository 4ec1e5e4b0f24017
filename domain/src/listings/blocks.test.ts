import { describe, expect, it } from 'vitest';
import { listingMessages } from '../messages/listings';
import { isCalendarDate } from '../schemas/dates';
import { availabilityQuerySchema, blockDateIssue, blockSchema } from './blocks';

const m = listingMessages.blocks;
const ok = { startDate: '2026-03-01', endDate: '2026-03-05', units: 2, note: 'Repainting' };
const issues = (input: unknown) => {
  const r = blockSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('blockSchema', () => {
  it('takes a range of calendar dates, both ends included; the note is optional', () => {
    expect(issues(ok)).toEqual([]);
    expect(issues({ ...ok, endDate: ok.startDate, note: undefined })).toEqual([]);
  });

  it.each([
    [{ startDate: '' }, `startDate: ${m.startDate}`],
    [{ startDate: '2026-02-30' }, `startDate: ${m.date}`],
    [{ endDate: '01/03/2026' }, `endDate: ${m.date}`],
    [{ endDate: '2026-02-28' }, `endDate: ${m.endBeforeStart}`],
    [{ endDate: '2027-03-02' }, `endDate: ${m.tooLong}`],
    [{ units: 0 }, `units: ${m.units}`],
    [{ units: 1.5 }, `units: ${m.units}`],
    [{ note: 'x'.repeat(201) }, `note: ${m.note}`],
  ])('%j → its message', (patch, message) => {
    expect(issues({ ...ok, ...patch })).toEqual([message]);
  });

  it('a whole leap year is the longest block', () => {
    expect(issues({ ...ok, startDate: '2028-01-01', endDate: '2028-12-31' })).toEqual([]);
  });

  it('refuses past starts and ends more than two years ahead', () => {
    expect(blockDateIssue(ok, '2026-03-01')).toBeNull();
    expect(blockDateIssue(ok, '2026-03-02')).toEqual({ field: 'startDate', message: m.inPast });
    expect(blockDateIssue({ ...ok, endDate: '2028-03-02' }, '2026-03-01')).toEqual({
      field: 'endDate',
      message: m.tooFar,
    });
  });

  it('knows calendar dates and months', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(availabilityQuerySchema.safeParse({ month: '2026-13' }).error?.issues[0].message).toBe(m.month);
    expect(availabilityQuerySchema.safeParse({ month: '2026-03' }).success).toBe(true);
  });
});
