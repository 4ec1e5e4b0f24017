import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../bookings/time';
import {
  billCalendar,
  billDay,
  billingPeriod,
  billStage,
  periodOf,
  periodsUntil,
  priceChangeFrom,
  reminderDue,
  tenancyDefaults,
} from './calendar';

const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => addCalendarDays(from, i));

describe('the billing calendar (issue 32)', () => {
  it.each<[string, string[]]>([
    ['2027-01-31', ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']],
    ['2028-01-31', ['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30', '2028-05-31']],
    ['2027-01-30', ['2027-01-30', '2027-02-28', '2027-03-30', '2027-04-30', '2027-05-30']],
    ['2027-01-29', ['2027-01-29', '2027-02-28', '2027-03-29', '2027-04-29', '2027-05-29']],
    ['2028-01-29', ['2028-01-29', '2028-02-29', '2028-03-29', '2028-04-29', '2028-05-29']],
    ['2026-12-15', ['2026-12-15', '2027-01-15', '2027-02-15', '2027-03-15', '2027-04-15']],
  ])('a start on %s is billed on its anniversaries: %j', (start, expected) => {
    expect(expected.map((_, n) => billDay(start, n))).toEqual(expected);
  });

  it('counts each anniversary from the start: 29 Feb comes back as 28 Feb, then 29 Feb in the next leap year', () => {
    expect(billDay('2028-02-29', 12)).toBe('2029-02-28');
    expect(billDay('2028-02-29', 13)).toBe('2029-03-29');
    expect(billDay('2028-02-29', 48)).toBe('2032-02-29');
    expect(() => billDay('2028-02-29', -1)).toThrow(RangeError);
    expect(() => billDay('2028-02-29', 1.5)).toThrow(RangeError);
  });

  it('makes each period run to the day before the next anniversary, due on its first day', () => {
    expect(billingPeriod('2027-01-31', 0)).toEqual({
      n: 0,
      periodStart: '2027-01-31',
      periodEnd: '2027-02-27',
      dueOn: '2027-01-31',
      days: 28,
    });
    expect(billingPeriod('2027-01-31', 1)).toMatchObject({
      periodStart: '2027-02-28',
      periodEnd: '2027-03-30',
      days: 31,
    });
    expect(billingPeriod('2028-01-31', 1)).toMatchObject({
      periodStart: '2028-02-29',
      periodEnd: '2028-03-30',
      days: 31,
    });
    expect(billingPeriod('2026-12-01', 1)).toMatchObject({
      periodStart: '2027-01-01',
      periodEnd: '2027-01-31',
      days: 31,
    });
  });

  it('covers every day once: periods follow each other, and periodOf finds the one a day falls in', () => {
    const day = fc.integer({ min: 0, max: 3_000 }).map((n) => addCalendarDays('2026-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), (start, after) => {
        const date = addCalendarDays(start, after);
        const n = periodOf(start, date);
        const p = billingPeriod(start, n);
        expect(p.periodStart <= date && date <= p.periodEnd).toBe(true);
        expect(addCalendarDays(p.periodEnd, 1)).toBe(billingPeriod(start, n + 1).periodStart);
        expect(p.days).toBeGreaterThanOrEqual(28);
        expect(p.days).toBeLessThanOrEqual(31);
      }),
    );
    expect(() => periodOf('2027-01-15', '2027-01-14')).toThrow(RangeError);
  });

  it('lists the periods due by today and a horizon, and none past the end, the last one cut to it', () => {
    // Opening day of bill 2 (due 15 Mar) is 10 Mar: with the 5-day horizon it is listed from then.
    expect(periodsUntil('2027-01-15', null, '2027-03-09', 5).map((p) => p.n)).toEqual([0, 1]);
    expect(periodsUntil('2027-01-15', null, '2027-03-10', 5).map((p) => p.n)).toEqual([0, 1, 2]);
    const ending = periodsUntil('2027-01-15', '2027-03-20', '2027-12-31', 5);
    expect(ending.map((p) => [p.n, p.lastDay, p.daysUsed, p.days])).toEqual([
      [0, '2027-02-14', 31, 31],
      [1, '2027-03-14', 28, 28],
      [2, '2027-03-20', 6, 31],
    ]);
    // Ending on the day before a bill day: no period after it.
    expect(periodsUntil('2027-01-15', '2027-03-14', '2027-12-31', 5).map((p) => p.n)).toEqual([0, 1]);
    expect(periodsUntil('2027-01-15', null, '2026-12-01', 5)).toEqual([]);
  });
});

describe('a bill’s days: opening, reminders, due, overdue, grace (issue 32)', () => {
  it('opens 5 days before its due date, reminds 3 days and 1 day before and on the day, is overdue after', () => {
    expect(billCalendar('2027-03-01')).toEqual({
      opensOn: '2027-02-24',
      reminders: [
        { on: '2027-02-26', daysBefore: 3 },
        { on: '2027-02-28', daysBefore: 1 },
        { on: '2027-03-01', daysBefore: 0 },
      ],
      dueOn: '2027-03-01',
      overdueFrom: '2027-03-02',
      graceEndsOn: '2027-03-06',
      shortNoticeFrom: '2027-03-07',
    });
    const rules = { ...tenancyDefaults, billOpensDaysBefore: 7, graceDays: 10, reminderDaysBefore: [0, 2] };
    expect(billCalendar('2027-03-01', rules)).toMatchObject({
      opensOn: '2027-02-22',
      reminders: [
        { on: '2027-02-27', daysBefore: 2 },
        { on: '2027-03-01', daysBefore: 0 },
      ],
      graceEndsOn: '2027-03-11',
    });
  });

  it('says where an unpaid bill stands on each day, and which reminder is due', () => {
    const stages = days('2027-02-22', 16).map((d) => [
      d.slice(5),
      billStage('2027-03-01', d),
      reminderDue('2027-03-01', d),
    ]);
    expect(stages).toEqual([
      ['02-22', 'upcoming', null],
      ['02-23', 'upcoming', null],
      ['02-24', 'open', null],
      ['02-25', 'open', null],
      ['02-26', 'open', 3],
      ['02-27', 'open', null],
      ['02-28', 'open', 1],
      ['03-01', 'open', 0],
      ['03-02', 'overdue', null],
      ['03-03', 'overdue', null],
      ['03-04', 'overdue', null],
      ['03-05', 'overdue', null],
      ['03-06', 'overdue', null],
      ['03-07', 'past_grace', null],
      ['03-08', 'past_grace', null],
      ['03-09', 'past_grace', null],
    ]);
  });

  it('lets a new monthly price apply only from a bill due at least 30 days ahead', () => {
    // Bills of a start on 15 Jan: 15 Feb, 15 Mar, 15 Apr…
    expect(priceChangeFrom('2027-01-15', '2027-02-13', tenancyDefaults)).toBe(2); // 15 Mar is 30 days on
    expect(priceChangeFrom('2027-01-15', '2027-02-14', tenancyDefaults)).toBe(3); // 15 Mar is 29 days on
    expect(priceChangeFrom('2027-01-15', '2027-01-10', tenancyDefaults)).toBe(1); // before the start: from bill 1
    expect(priceChangeFrom('2027-01-15', '2026-11-01', tenancyDefaults)).toBe(1);
  });
});
