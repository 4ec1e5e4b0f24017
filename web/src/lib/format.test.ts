import { afterEach, describe, expect, it } from 'vitest';
import { dayBoundary, formatDate, formatDateTime, formatMoney, formatShortDay, hourOfDay, setTimeZone } from './format';

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
  it('writes day and month names in Filipino for a Filipino page (issue 34), times alike', () => {
    expect(formatDate('2026-11-24', 'fil')).toBe('Mar, 24 Nob 2026');
    expect(formatDate('2027-09-27', 'fil')).toBe('Lun, 27 Set 2027');
    expect(formatDateTime('2026-11-23T16:30:00Z', 'fil')).toBe('Mar, 24 Nob 2026, 12:30 AM');
    expect(formatShortDay('2026-11-24', 'fil')).toBe('Nob 24');
    expect(formatShortDay('2026-11-24')).toBe('Nov 24');
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
