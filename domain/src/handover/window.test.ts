import { describe, expect, it } from 'vitest';
import { dayStartIn, addCalendarDays } from '../bookings/time';
import { normalisePhone, passWindow, passWindowState, passWindowWords, type PassSpan } from './window';

const TZ = 'Asia/Manila';
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A day booking's span as bookings write it: 00:00 of the start date to 00:00 after the end date. */
const days = (start: string, end: string): PassSpan => ({
  kind: 'days',
  startsAt: dayStartIn(start, TZ),
  endsAt: dayStartIn(addCalendarDays(end, 1), TZ),
});

describe('passWindow: when a pass opens and closes', () => {
  it.each([
    // label, span, margin, validFrom, validUntil
    [
      'hourly parking, 15 minutes either side',
      { kind: 'hours', startsAt: '2026-11-24T01:00:00.000Z', endsAt: '2026-11-24T04:00:00.000Z' },
      15,
      '2026-11-24T00:45:00.000Z',
      '2026-11-24T04:15:00.000Z',
    ],
    [
      'hourly parking, the margin set to 30',
      { kind: 'hours', startsAt: '2026-11-24T01:00:00.000Z', endsAt: '2026-11-24T04:00:00.000Z' },
      30,
      '2026-11-24T00:30:00.000Z',
      '2026-11-24T04:30:00.000Z',
    ],
    [
      'hourly parking, no margin',
      { kind: 'hours', startsAt: '2026-11-24T01:00:00.000Z', endsAt: '2026-11-24T04:00:00.000Z' },
      0,
      '2026-11-24T01:00:00.000Z',
      '2026-11-24T04:00:00.000Z',
    ],
    [
      'days: from 00:00 of the first day to 00:00 after the last, Manila time (no margin)',
      days('2026-11-24', '2026-11-26'),
      15,
      '2026-11-23T16:00:00.000Z',
      '2026-11-26T16:00:00.000Z',
    ],
    [
      'a tenancy without an end',
      { kind: 'tenancy', startsAt: dayStartIn('2026-12-01', TZ), endsAt: null },
      15,
      '2026-11-30T16:00:00.000Z',
      null,
    ],
    [
      'a tenancy whose notice set its end',
      { kind: 'tenancy', startsAt: dayStartIn('2026-12-01', TZ), endsAt: dayStartIn('2027-03-01', TZ) },
      15,
      '2026-11-30T16:00:00.000Z',
      '2027-02-28T16:00:00.000Z',
    ],
  ] as const)('%s', (_label, span, margin, from, until) => {
    const w = passWindow(span as PassSpan, margin);
    expect([iso(w.validFrom), iso(w.validUntil)]).toEqual([from, until]);
  });

  it('defaults to 15 minutes', () => {
    const w = passWindow({ kind: 'hours', startsAt: '2026-11-24T01:00:00Z', endsAt: '2026-11-24T02:00:00Z' });
    expect(iso(w.validFrom)).toBe('2026-11-24T00:45:00.000Z');
  });

  it('a notice moves the end: the same tenancy, before and after', () => {
    const start = dayStartIn('2026-12-01', TZ);
    const at = new Date('2027-04-10T02:00:00Z');
    const open = passWindow({ kind: 'tenancy', startsAt: start, endsAt: null });
    const noticed = passWindow({ kind: 'tenancy', startsAt: start, endsAt: dayStartIn('2027-04-01', TZ) });
    expect(passWindowState(open, at)).toBe('within');
    expect(passWindowState(noticed, at)).toBe('after');
  });

  it.each([
    ['2026-11-24T00:44:59.999Z', 'before'],
    ['2026-11-24T00:45:00.000Z', 'within'],
    ['2026-11-24T04:14:59.999Z', 'within'],
    ['2026-11-24T04:15:00.000Z', 'after'],
  ] as const)('an hourly pass at %s is %s (half-open)', (at, state) => {
    const w = passWindow({ kind: 'hours', startsAt: '2026-11-24T01:00:00Z', endsAt: '2026-11-24T04:00:00Z' }, 15);
    expect(passWindowState(w, new Date(at))).toBe(state);
  });

  it('says the window as the UI does', () => {
    const w = passWindow(days('2026-11-24', '2026-11-26'));
    expect(passWindowWords(w, TZ)).toEqual({ from: 'Tue, 24 Nov 2026, 12:00 AM', until: 'Thu, 26 Nov 2026, 11:59 PM' });
    const t = passWindow({ kind: 'tenancy', startsAt: dayStartIn('2026-12-01', TZ), endsAt: null });
    expect(passWindowWords(t, TZ).until).toBe('the end of the tenancy');
  });
});

describe('normalisePhone', () => {
  it.each([
    ['0917 123 4567', '+639171234567'],
    ['+63 917-123-4567', '+639171234567'],
    ['9171234567', '+639171234567'],
    ['(0917) 123-4567', '+639171234567'],
    ['+1 415 555 0100', '+14155550100'],
  ])('%s → %s', (typed, normal) => expect(normalisePhone(typed)).toBe(normal));
});
