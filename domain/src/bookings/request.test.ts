import { describe, expect, it } from 'vitest';
import { bookingMessages } from '../messages/bookings';
import {
  bookingRequestSchema,
  checkBookingRequest,
  type FixedBookingRequest as BookingRequest,
  type BookingRequestContext,
} from './request';

const m = bookingMessages.request;
const noMinimum = { minDuration: null, minDurationUnit: null };
// 10:20 on 10 January 2027 in Manila.
const ctx: BookingRequestContext = {
  now: new Date('2027-01-10T02:20:00Z'),
  timeZone: 'Asia/Manila',
  minimum: noMinimum,
};
const days = (startDate: string, endDate: string): BookingRequest => ({
  listingId: 'l1',
  startDate,
  endDate,
  units: 1,
});
const hours = (startAt: string, endAt: string): BookingRequest => ({ listingId: 'l1', startAt, endAt, units: 1 });
const issue = (r: BookingRequest, c = ctx) => {
  const checked = checkBookingRequest(r, c);
  return checked.ok ? null : checked.issue;
};

describe('a booking request', () => {
  it('parses days or hours, units 1 by default', () => {
    expect(bookingRequestSchema.parse({ listingId: 'l1', startDate: '2027-01-11', endDate: '2027-01-12' })).toEqual({
      listingId: 'l1',
      startDate: '2027-01-11',
      endDate: '2027-01-12',
      units: 1,
    });
    const h = bookingRequestSchema.parse({
      listingId: 'l1',
      startAt: '2027-01-15T10:00:00+08:00',
      endAt: '2027-01-15T13:00:00Z',
      units: 2,
    });
    expect(h).toMatchObject({ units: 2 });
    expect(
      bookingRequestSchema.safeParse({ listingId: 'l1', startAt: '2027-01-15 10:00', endAt: '2027-01-15T13:00:00Z' })
        .success,
    ).toBe(false);
    expect(
      bookingRequestSchema.safeParse({ listingId: 'l1', startDate: '2027-02-30', endDate: '2027-03-01' }).success,
    ).toBe(false);
    expect(
      bookingRequestSchema.safeParse({ listingId: 'l1', startDate: '2027-01-11', endDate: '2027-01-12', units: 0 })
        .success,
    ).toBe(false);
  });

  it('gives the stay to price and the range it claims', () => {
    const ok = checkBookingRequest(days('2027-01-11', '2027-01-13'), ctx);
    expect(ok).toEqual({
      ok: true,
      stay: { days: 3, from: '2027-01-11' },
      range: { start: new Date('2027-01-10T16:00:00Z'), end: new Date('2027-01-13T16:00:00Z') },
    });
    const h = checkBookingRequest(hours('2027-01-10T11:00:00+08:00', '2027-01-10T14:00:00+08:00'), ctx);
    expect(h).toMatchObject({ ok: true, stay: { hours: 3 } });
    // The last hour of the day ends at midnight: still one day.
    expect(issue(hours('2027-01-10T20:00:00+08:00', '2027-01-11T00:00:00+08:00'))).toBeNull();
  });

  it.each<[string, BookingRequest, string, string]>([
    ['end before start', days('2027-01-13', '2027-01-12'), 'endDate', m.endBeforeStart],
    ['a past date', days('2027-01-09', '2027-01-12'), 'startDate', m.inPast],
    ['today (it began at midnight)', days('2027-01-10', '2027-01-12'), 'startDate', m.today],
    ['more than 12 months ahead', days('2028-01-11', '2028-01-12'), 'startDate', m.tooFar],
    ['more than 366 days', days('2027-01-11', '2028-01-12'), 'endDate', m.tooLong],
    [
      'hourly: end before start',
      hours('2027-01-10T14:00:00+08:00', '2027-01-10T12:00:00+08:00'),
      'endAt',
      m.endBeforeStart,
    ],
    [
      'hourly: the hour has begun',
      hours('2027-01-10T10:00:00+08:00', '2027-01-10T12:00:00+08:00'),
      'startAt',
      m.startPassed,
    ],
    ['hourly: half past', hours('2027-01-10T11:30:00+08:00', '2027-01-10T13:00:00+08:00'), 'startAt', m.wholeHours],
    ['hourly: ending on the half hour', hours('2027-01-10T12:00:00Z', '2027-01-10T12:30:00Z'), 'endAt', m.wholeHours],
    ['hourly: past midnight', hours('2027-01-10T22:00:00+08:00', '2027-01-11T01:00:00+08:00'), 'endAt', m.oneDay],
    ['hourly: next year', hours('2028-01-11T10:00:00+08:00', '2028-01-11T12:00:00+08:00'), 'startAt', m.tooFar],
  ])('refuses %s', (_, r, field, message) => {
    expect(issue(r)).toEqual({ field, message });
  });

  it('takes 366 days, the last day 12 months ahead; refuses the day after', () => {
    expect(issue(days('2027-01-11', '2028-01-11'))).toBeNull();
    expect(issue(days('2028-01-10', '2028-01-10'))).toBeNull();
    expect(issue(days('2028-01-11', '2028-01-11'))?.message).toBe(m.tooFar);
  });

  it('holds the listing minimum (a month is 30 days)', () => {
    const minimum = { minDuration: 1, minDurationUnit: 'month' as const };
    expect(issue(days('2027-01-11', '2027-02-08'), { ...ctx, minimum })).toEqual({
      field: 'endDate',
      message: 'This space is rented for at least 1 month.',
    });
    expect(issue(days('2027-01-11', '2027-02-09'), { ...ctx, minimum })).toBeNull();
    const threeHours = { minDuration: 3, minDurationUnit: 'hour' as const };
    expect(
      issue(hours('2027-01-10T11:00:00+08:00', '2027-01-10T13:00:00+08:00'), { ...ctx, minimum: threeHours }),
    ).toEqual({
      field: 'endAt',
      message: 'This space is rented for at least 3 hours.',
    });
  });

  it('whole hours are whole in the platform zone (Kolkata is +05:30)', () => {
    const kolkata = { ...ctx, timeZone: 'Asia/Kolkata' };
    expect(issue(hours('2027-01-10T10:00:00Z', '2027-01-10T11:00:00Z'), kolkata)?.message).toBe(m.wholeHours);
    expect(issue(hours('2027-01-10T10:30:00Z', '2027-01-10T11:30:00Z'), kolkata)).toBeNull();
  });
});
