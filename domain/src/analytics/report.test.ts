import { describe, expect, it } from 'vitest';
import { reportPeriodDue } from './report';

describe('the platform report’s period (notifications.reportInterval)', () => {
  it('daily: yesterday, every day', () => {
    expect(reportPeriodDue('daily', '2026-03-04')).toEqual({
      interval: 'daily',
      first: '2026-03-03',
      last: '2026-03-03',
    });
    expect(reportPeriodDue('daily', '2026-03-01')).toMatchObject({ first: '2026-02-28', last: '2026-02-28' });
  });

  it('weekly: on Mondays, the week Monday to Sunday just ended; no other day', () => {
    // 2026-03-09 is a Monday.
    expect(reportPeriodDue('weekly', '2026-03-09')).toEqual({
      interval: 'weekly',
      first: '2026-03-02',
      last: '2026-03-08',
    });
    for (const day of ['2026-03-03', '2026-03-08', '2026-03-10']) expect(reportPeriodDue('weekly', day)).toBeNull();
  });

  it('monthly: on the 1st, the month just ended (leap years and year ends included); no other day', () => {
    expect(reportPeriodDue('monthly', '2028-03-01')).toEqual({
      interval: 'monthly',
      first: '2028-02-01',
      last: '2028-02-29',
    });
    expect(reportPeriodDue('monthly', '2027-01-01')).toMatchObject({ first: '2026-12-01', last: '2026-12-31' });
    expect(reportPeriodDue('monthly', '2026-03-02')).toBeNull();
  });
});
