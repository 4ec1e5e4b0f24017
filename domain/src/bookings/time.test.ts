import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDayIn } from '../format';
import {
  addCalendarDays,
  dayBookingRange,
  dayRangeIn,
  dayStartIn,
  paymentExpiresAt,
  requestExpiresAt,
  timerDue,
  zoneOffsetMs,
} from './time';

const at = (s: string) => new Date(s);
const MNL = 'Asia/Manila';

describe('booking time', () => {
  it('a day starts at 00:00 in the zone', () => {
    expect(dayStartIn('2027-01-15', MNL).toISOString()).toBe('2027-01-14T16:00:00.000Z');
    expect(dayStartIn('2027-01-15', 'UTC').toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(dayStartIn('2027-07-01', 'America/New_York').toISOString()).toBe('2027-07-01T04:00:00.000Z');
    expect(dayStartIn('2027-01-01', 'Asia/Kolkata').toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(zoneOffsetMs(MNL, at('2027-01-01T00:00:00Z'))).toBe(8 * 3_600_000);
  });

  it('where a clock change skips midnight, the day starts when the clock jumps', () => {
    // Chile springs forward at 00:00 on the first Sunday of September: the day starts at 01:00 local.
    const start = dayStartIn('2026-09-06', 'America/Santiago');
    expect(calendarDayIn('America/Santiago', start)).toBe('2026-09-06');
    expect(calendarDayIn('America/Santiago', new Date(start.getTime() - 1000))).toBe('2026-09-05');
  });

  it('a day booking covers its dates, both ends included: 00:00 of the first to 00:00 after the last', () => {
    const r = dayBookingRange('2027-02-27', '2027-03-01', MNL);
    expect(r.start.toISOString()).toBe('2027-02-26T16:00:00.000Z');
    expect(r.end.toISOString()).toBe('2027-03-01T16:00:00.000Z');
    expect(dayRangeIn('2028-02-29', 'UTC').end.toISOString()).toBe('2028-03-01T00:00:00.000Z');
    expect(addCalendarDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('property: every day of any zone starts on that date and the instant before is the day before', () => {
    const zones = ['Asia/Manila', 'UTC', 'America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata'];
    const day = fc.integer({ min: 0, max: 365 * 20 }).map((n) => addCalendarDays('2020-01-01', n));
    fc.assert(
      fc.property(day, fc.constantFrom(...zones), (d, zone) => {
        const s = dayStartIn(d, zone);
        expect(calendarDayIn(zone, s)).toBe(d);
        expect(calendarDayIn(zone, new Date(s.getTime() - 1))).toBe(addCalendarDays(d, -1));
      }),
      { numRuns: 500 },
    );
  });

  it('a request expires 24 h after it is made, or at the start if sooner', () => {
    const created = at('2027-01-10T02:00:00Z');
    expect(requestExpiresAt(created, at('2027-01-20T16:00:00Z')).toISOString()).toBe('2027-01-11T02:00:00.000Z');
    expect(requestExpiresAt(created, at('2027-01-10T16:00:00Z')).toISOString()).toBe('2027-01-10T16:00:00.000Z');
  });

  it('a payment is due 24 h after acceptance, 30 min after an instant booking, or at the start', () => {
    const since = at('2027-01-10T02:00:00Z');
    const later = at('2027-02-01T00:00:00Z');
    expect(paymentExpiresAt(since, later, 'request').toISOString()).toBe('2027-01-11T02:00:00.000Z');
    expect(paymentExpiresAt(since, later, 'instant').toISOString()).toBe('2027-01-10T02:30:00.000Z');
    expect(paymentExpiresAt(since, at('2027-01-10T02:10:00Z'), 'instant').toISOString()).toBe(
      '2027-01-10T02:10:00.000Z',
    );
  });

  it('each open status has its timer: expire the request, expire the payment, start, complete', () => {
    const b = {
      mode: 'request' as const,
      createdAt: at('2027-01-10T00:00:00Z'),
      acceptedAt: at('2027-01-10T05:00:00Z'),
      start: at('2027-01-20T16:00:00Z'),
      end: at('2027-01-25T16:00:00Z'),
    };
    expect(timerDue('pending', b)).toEqual({ action: 'expire_request', at: at('2027-01-11T00:00:00Z') });
    expect(timerDue('awaiting_payment', b)).toEqual({ action: 'expire_payment', at: at('2027-01-11T05:00:00Z') });
    expect(timerDue('awaiting_payment', { ...b, mode: 'instant', acceptedAt: null })).toEqual({
      action: 'expire_payment',
      at: at('2027-01-10T00:30:00Z'),
    });
    expect(timerDue('confirmed', b)).toEqual({ action: 'start', at: b.start });
    expect(timerDue('active', b)).toEqual({ action: 'complete', at: b.end });
    expect(timerDue('cancelled', b)).toBeNull();
  });
});
