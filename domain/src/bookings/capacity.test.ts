import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fits, freeUnits, mostInUse, usedOnDay, usedPerDay, type Claim } from './capacity';
import { addCalendarDays, dayBookingRange, dayStartIn } from './time';

const HOUR = 3_600_000;
const MNL = 'Asia/Manila';
const days = (from: string, to: string, units: number): Claim => ({ ...dayBookingRange(from, to, MNL), units });
const hours = (date: string, fromHour: number, toHour: number, units: number): Claim => {
  const base = dayStartIn(date, MNL).getTime();
  return { start: new Date(base + fromHour * HOUR), end: new Date(base + toHour * HOUR), units };
};

describe('capacity', () => {
  it('counts the most units in use at any moment, not the sum over the range', () => {
    // Two units on 1–2 March and two on 3–4 March never overlap: 2 in use at most.
    const claims = [days('2027-03-01', '2027-03-02', 2), days('2027-03-03', '2027-03-04', 2)];
    expect(mostInUse(claims, dayBookingRange('2027-03-01', '2027-03-04', MNL))).toBe(2);
    expect(fits(claims, days('2027-03-01', '2027-03-04', 1), 3)).toBe(true);
    expect(fits(claims, days('2027-03-01', '2027-03-04', 2), 3)).toBe(false);
    expect(freeUnits(claims, dayBookingRange('2027-03-02', '2027-03-03', MNL), 3)).toBe(1);
  });

  it('ranges are half-open: a booking ending at 12:00 and one starting at 12:00 share no moment', () => {
    const claims = [hours('2027-03-01', 8, 12, 1)];
    expect(fits(claims, hours('2027-03-01', 12, 15, 1), 1)).toBe(true);
    expect(fits(claims, hours('2027-03-01', 11, 15, 1), 1)).toBe(false);
    // The day after a day booking is free from its midnight on.
    expect(fits([days('2027-03-01', '2027-03-01', 1)], days('2027-03-02', '2027-03-02', 1), 1)).toBe(true);
  });

  it('a calendar day shows the most in use at any moment of that day', () => {
    const claims = [hours('2027-03-01', 8, 10, 1), hours('2027-03-01', 9, 11, 1), hours('2027-03-01', 14, 16, 3)];
    expect(usedOnDay(claims, '2027-03-01', MNL)).toBe(3);
    expect(
      usedPerDay([...claims, days('2027-03-02', '2027-03-03', 2)], ['2027-03-01', '2027-03-02', '2027-03-04'], MNL),
    ).toEqual([
      { date: '2027-03-01', used: 3 },
      { date: '2027-03-02', used: 2 },
      { date: '2027-03-04', used: 0 },
    ]);
  });

  it('refuses a claim that lasts no time or takes no unit', () => {
    const t = new Date('2027-03-01T00:00:00Z');
    expect(() => fits([], { start: t, end: t, units: 1 }, 1)).toThrow(RangeError);
    expect(() => fits([], { ...hours('2027-03-01', 1, 2, 0) }, 1)).toThrow(RangeError);
    expect(mostInUse([hours('2027-03-01', 1, 2, 1)], { start: t, end: t })).toBe(0);
  });

  it('property: the sweep equals a count at every boundary, for arbitrary instants', () => {
    const claim = fc
      .record({
        a: fc.integer({ min: 0, max: 10_000 }),
        len: fc.integer({ min: 1, max: 3_000 }),
        units: fc.integer({ min: 1, max: 5 }),
      })
      .map(({ a, len, units }) => ({ start: new Date(a), end: new Date(a + len), units }));
    fc.assert(
      fc.property(fc.array(claim, { maxLength: 25 }), claim, (claims, range) => {
        const points = [range.start, ...claims.flatMap((c) => [c.start, c.end])].filter(
          (p) => p >= range.start && p < range.end,
        );
        const at = (p: Date) => claims.filter((c) => c.start <= p && p < c.end).reduce((s, c) => s + c.units, 0);
        expect(mostInUse(claims, range)).toBe(Math.max(0, ...points.map(at)));
      }),
      { numRuns: 2000 },
    );
  });

  // Thousands of random sequences of requests and blocks (by days and by hours), cancellations
  // and expiries over two weeks, each new claim admitted by `fits` only: the units in use are
  // counted hour by hour by brute force (every boundary is on the hour) and never exceed the
  // capacity, and `fits` refuses only what would exceed it.
  it('property: requests, blocks, cancellations and expiries through fits never exceed capacity', () => {
    const HORIZON_DAYS = 14;
    const first = '2027-02-20'; // through February's end and March's start
    const origin = dayStartIn(first, MNL).getTime();
    const dayOp = fc.record({
      kind: fc.constantFrom('request' as const, 'block' as const),
      day: fc.integer({ min: 0, max: HORIZON_DAYS - 1 }),
      len: fc.integer({ min: 1, max: 5 }),
      units: fc.integer({ min: 1, max: 4 }),
    });
    const hourOp = fc.record({
      kind: fc.constant('hourly' as const),
      day: fc.integer({ min: 0, max: HORIZON_DAYS - 1 }),
      from: fc.integer({ min: 0, max: 23 }),
      len: fc.integer({ min: 1, max: 24 }),
      units: fc.integer({ min: 1, max: 4 }),
    });
    const removeOp = fc.record({ kind: fc.constantFrom('cancel' as const, 'expire' as const), pick: fc.nat() });
    const op = fc.oneof(dayOp, dayOp, hourOp, hourOp, removeOp);

    type AddOp =
      | { kind: 'request' | 'block'; day: number; len: number; units: number }
      | {
          kind: 'hourly';
          day: number;
          from: number;
          len: number;
          units: number;
        };
    const claimOf = (o: AddOp): Claim => {
      const date = addCalendarDays(first, o.day);
      if (o.kind === 'hourly') return hours(date, o.from, Math.min(24, o.from + o.len), o.units);
      return days(date, addCalendarDays(date, o.len - 1), o.units);
    };
    const usage = (claims: Claim[]) => {
      const perHour = new Array<number>((HORIZON_DAYS + 6) * 24).fill(0);
      for (const c of claims) {
        for (let t = c.start.getTime(); t < c.end.getTime(); t += HOUR) perHour[(t - origin) / HOUR] += c.units;
      }
      return perHour;
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(op, { minLength: 1, maxLength: 40 }), (capacity, steps) => {
        const claims: Claim[] = [];
        for (const o of steps) {
          if ('pick' in o) {
            if (claims.length) claims.splice(o.pick % claims.length, 1);
            continue;
          }
          const c = claimOf(o);
          const before = usage(claims);
          const i0 = (c.start.getTime() - origin) / HOUR;
          const i1 = (c.end.getTime() - origin) / HOUR;
          const peak = Math.max(...before.slice(i0, i1));
          const admitted = fits(claims, c, capacity);
          expect(admitted).toBe(peak + c.units <= capacity);
          if (admitted) claims.push(c);
          expect(Math.max(...usage(claims))).toBeLessThanOrEqual(capacity);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
