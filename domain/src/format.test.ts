import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatDay, formatDayTime, formatPesos, formatTime, groupDigits, joinList } from './format';

describe('formatBytes', () => {
  it('words sizes in MB, KB or bytes with at most one decimal', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(2_500_000)).toBe('2.4 MB');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(0)).toBe('0 bytes');
  });
});

describe('joinList', () => {
  it("writes what Intl.ListFormat('en-GB') writes", () => {
    for (const type of ['conjunction', 'disjunction'] as const) {
      const intl = new Intl.ListFormat('en-GB', { type });
      fc.assert(
        fc.property(fc.array(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 6 }), (items) => {
          return joinList(items, type === 'conjunction' ? 'and' : 'or') === intl.format(items);
        }),
      );
    }
  });

  it('joins with commas and a final "and"', () => {
    expect(joinList([])).toBe('');
    expect(joinList(['host'])).toBe('host');
    expect(joinList(['host', 'client'])).toBe('host and client');
    expect(joinList(['client', 'host', 'admin'])).toBe('client, host and admin');
  });
  it('takes "or" for choices', () => {
    expect(joinList(['JPG', 'PNG', 'WEBP'], 'or')).toBe('JPG, PNG or WEBP');
  });
});

describe('groupDigits', () => {
  const intl = (decimals: number, locale: string) =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

  it('writes what Intl.NumberFormat writes in en-PH and fil-PH, whole numbers and two decimals', () => {
    for (const locale of ['en-PH', 'fil-PH']) {
      fc.assert(
        fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => groupDigits(n) === intl(0, locale).format(n)),
      );
      // Amounts come as centavos: two decimals of a whole number of centavos.
      fc.assert(
        fc.property(
          fc.integer({ min: -1e13, max: 1e13 }),
          (c) => groupDigits(c / 100, 2) === intl(2, locale).format(c / 100),
        ),
      );
    }
  });

  it('groups by thousands, without a sign for zero', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(-0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(-1234567)).toBe('-1,234,567');
    expect(groupDigits(1234.5, 2)).toBe('1,234.50');
    expect(groupDigits(-0.001, 2)).toBe('0.00');
  });
});

describe('formatPesos', () => {
  it('shows whole pesos without decimals and centavos with two', () => {
    expect(formatPesos(123_400)).toBe('₱1,234');
    expect(formatPesos(123_450)).toBe('₱1,234.50');
    expect(formatPesos(5)).toBe('₱0.05');
    expect(formatPesos(0)).toBe('₱0');
    expect(formatPesos(-1_500)).toBe('-₱15');
    expect(formatPesos(100_000_000_000)).toBe('₱1,000,000,000');
  });
});

describe('dates in the platform time zone', () => {
  it('a calendar date is that date, whatever the zone', () => {
    expect(formatDay('2026-11-24', 'Asia/Manila')).toBe('Tue, 24 Nov 2026');
    expect(formatDay('2026-11-24', 'Pacific/Kiritimati')).toBe('Tue, 24 Nov 2026');
  });
  it('every month in three letters (en-GB writes September "Sept")', () => {
    expect(formatDay('2027-09-27', 'Asia/Manila')).toBe('Mon, 27 Sep 2027');
  });
  it('an instant is shown in the zone: 20:00 UTC is the next morning in Manila', () => {
    const at = new Date('2026-11-24T20:05:00Z');
    expect(formatDay(at, 'Asia/Manila')).toBe('Wed, 25 Nov 2026');
    expect(formatDay(at, 'UTC')).toBe('Tue, 24 Nov 2026');
    expect(formatTime(at, 'Asia/Manila')).toBe('4:05 AM');
    expect(formatDayTime(new Date('2026-11-24T04:00:00Z'), 'Asia/Manila')).toBe('Tue, 24 Nov 2026, 12:00 PM');
  });
});
