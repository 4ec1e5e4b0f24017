import { afterEach, describe, expect, it } from 'vitest';
import {
  dayBoundary,
  formatBookingDates,
  formatDate,
  formatDateTime,
  formatMoney,
  formatTenancyLine,
  hourOfDay,
  setTimeZone,
} from './format';

describe('formatMoney (integer centavos, docs/product/ground-rules.md)', () => {
  it('drops centavos when whole', () => {
    expect(formatMoney(123400)).toBe('₱1,234');
    expect(formatMoney(0)).toBe('₱0');
  });
  it('shows two decimals otherwise', () => {
    expect(formatMoney(123450)).toBe('₱1,234.50');
    expect(formatMoney(5)).toBe('₱0.05');
  });
  it('puts the sign before the peso sign', () => {
    expect(formatMoney(-2500)).toBe('-₱25');
  });
});

describe('formatDate (Asia/Manila)', () => {
  it('formats calendar dates without shifting the day', () => {
    expect(formatDate('2026-11-24')).toBe('Tue, 24 Nov 2026');
    expect(formatDate('2027-09-27')).toBe('Mon, 27 Sep 2027');
  });
  it('uses Manila time for instants', () => {
    // 16:30 UTC on the 23rd is 00:30 on the 24th in Manila.
    expect(formatDate('2026-11-23T16:30:00Z')).toBe('Tue, 24 Nov 2026');
    expect(formatDateTime('2026-11-23T16:30:00Z')).toBe('Tue, 24 Nov 2026, 12:30 AM');
  });
  it('returns nothing for invalid input rather than "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('the platform time zone (general.timezone from the public settings)', () => {
  afterEach(() => setTimeZone('Asia/Manila'));

  it('shows instants in the zone that was set', () => {
    const instant = '2026-11-23T20:30:00Z';
    expect(formatDateTime(instant)).toBe('Tue, 24 Nov 2026, 4:30 AM');
    setTimeZone('UTC');
    expect(formatDateTime(instant)).toBe('Mon, 23 Nov 2026, 8:30 PM');
    expect(hourOfDay(new Date(instant))).toBe(20);
  });

  it('keeps calendar dates on their day in any zone', () => {
    setTimeZone('America/New_York');
    expect(formatDate('2026-11-24')).toBe('Tue, 24 Nov 2026');
  });

  it("gives a day's bounds with the zone's offset", () => {
    expect(dayBoundary('2026-11-24', false)).toBe('2026-11-24T00:00:00.000+08:00');
    setTimeZone('UTC');
    expect(dayBoundary('2026-11-24', true)).toBe('2026-11-24T23:59:59.999Z');
  });
});

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
