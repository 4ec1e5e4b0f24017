import { describe, expect, it } from 'vitest';
import { bookingDates, bookingPeriod, lastDayOf } from './dates';
import { dayBookingRange } from './time';

const TZ = 'Asia/Manila';

/** A day booking as the server stores it: its dates, and its instants from 00:00 of the first to 00:00 after the last. */
function days(startDate: string, endDate: string) {
  const r = dayBookingRange(startDate, endDate, TZ);
  return { kind: 'days' as const, startDate, endDate, startsAt: r.start.toISOString(), endsAt: r.end.toISOString() };
}

describe("a booking's dates as people read them", () => {
  it('a stay of days ends on its end date, not on the midnight after it', () => {
    const b = days('2027-01-01', '2027-01-14');
    expect(b.endsAt).toBe('2027-01-14T16:00:00.000Z'); // 00:00 on Fri 15 Jan in Manila
    expect(bookingDates(b, TZ)).toBe('Fri, 1 Jan 2027 – Thu, 14 Jan 2027');
    expect(bookingPeriod(b, TZ)).toEqual({
      firstDay: 'Fri, 1 Jan 2027',
      lastDay: 'Thu, 14 Jan 2027',
      times: null,
      start: 'Fri, 1 Jan 2027',
      end: 'Thu, 14 Jan 2027',
      length: { count: 14, unit: 'day' },
    });
    expect(lastDayOf(b.endsAt, TZ)).toBe('2027-01-14');
  });

  it('one day once; across a year', () => {
    expect(bookingDates(days('2026-12-01', '2026-12-01'), TZ)).toBe('Tue, 1 Dec 2026');
    expect(bookingDates(days('2026-12-31', '2027-01-01'), TZ)).toBe('Thu, 31 Dec 2026 – Fri, 1 Jan 2027');
  });

  it('an hourly booking: its day and hours, to a midnight end', () => {
    const b = { ...days('2026-12-05', '2026-12-05'), kind: 'hours' as const };
    const hours = { ...b, startsAt: '2026-12-05T01:00:00Z', endsAt: '2026-12-05T04:00:00Z' };
    expect(bookingDates(hours, TZ)).toBe('Sat, 5 Dec 2026, 9:00 AM – 12:00 PM');
    expect(bookingPeriod(hours, TZ)).toMatchObject({
      start: 'Sat, 5 Dec 2026, 9:00 AM',
      end: 'Sat, 5 Dec 2026, 12:00 PM',
      length: { count: 3, unit: 'hour' },
    });
    const late = { ...b, startsAt: '2026-12-05T14:00:00Z', endsAt: '2026-12-05T16:00:00Z' };
    expect(bookingDates(late, TZ)).toBe('Sat, 5 Dec 2026, 10:00 PM – 12:00 AM');
    expect(bookingPeriod(late, TZ).lastDay).toBe('Sat, 5 Dec 2026');
    expect(lastDayOf(late.endsAt, TZ)).toBe('2026-12-05');
  });
});
