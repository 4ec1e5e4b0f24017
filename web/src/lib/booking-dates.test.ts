import { describe, expect, it } from 'vitest';
import { formatBookingDates, formatTenancyLine } from './booking-dates';

describe('formatBookingDates (issue 32: a tenancy has no end until notice sets one)', () => {
  const fixed = {
    kind: 'days',
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    startsAt: '2026-11-30T16:00:00.000Z',
    endsAt: '2026-12-03T16:00:00.000Z',
  } as const;
  const tenancy = { ...fixed, kind: 'tenancy', endDate: null, endsAt: null } as const;

  it("reads a booking's dates, and a tenancy by its start, status and end", () => {
    expect(formatBookingDates(fixed)).toBe('Tue, 1 Dec 2026 – Thu, 3 Dec 2026');
    expect(formatBookingDates({ ...tenancy, status: 'confirmed' })).toBe('Monthly from Tue, 1 Dec 2026');
    expect(formatBookingDates({ ...tenancy, status: 'active' })).toBe('Monthly since Tue, 1 Dec 2026');
    expect(formatBookingDates({ ...tenancy, status: 'notice_given', endDate: '2027-01-08' })).toBe(
      'Monthly since Tue, 1 Dec 2026 · ends Fri, 8 Jan 2027',
    );
    expect(formatBookingDates({ ...tenancy, status: 'ended', endDate: '2027-01-08' })).toBe(
      'Monthly from Tue, 1 Dec 2026 to Fri, 8 Jan 2027',
    );
  });

  it("adds a running tenancy's next bill", () => {
    expect(formatTenancyLine({ ...tenancy, status: 'active' }, { amount: 250000, dueOn: '2027-01-01' })).toBe(
      'Monthly since Tue, 1 Dec 2026 · next bill ₱2,500 due Fri, 1 Jan 2027',
    );
  });
});
