/**
 * Capacity (design §5): bookings that hold units (pending, awaiting payment, confirmed,
 * active) and blocks are claims, half-open time ranges [start, end) with units. At no moment
 * may the claims on a listing exceed its capacity: a new claim fits when its units plus the
 * most units in use at any moment of its range are at most the capacity; a calendar's day shows
 * the most units in use at any moment of that day. The server counts in the database with
 * most_units_in_use (decision 0068), which a property test checks against `mostInUse` here.
 */
import { dayRangeIn, type TimeRange } from './time';

export interface Claim extends TimeRange {
  units: number;
}

const overlaps = (c: TimeRange, r: TimeRange) => c.start < r.end && r.start < c.end;

/**
 * The most units in use at any moment of `range` (0 for an empty range). The count only rises
 * where a claim starts, so it is highest at the range's start or at a claim's start inside it.
 */
export function mostInUse(claims: readonly Claim[], range: TimeRange): number {
  const from = range.start.getTime();
  const to = range.end.getTime();
  if (to <= from) return 0;
  // Sweep: +units where a claim starts (or at the range's start), −units where it ends.
  const events: [number, number][] = [];
  for (const c of claims) {
    if (c.units <= 0 || !overlaps(c, range)) continue;
    events.push([Math.max(c.start.getTime(), from), c.units]);
    if (c.end.getTime() < to) events.push([c.end.getTime(), -c.units]);
  }
  // Half-open: at the same instant, ends come before starts.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let inUse = 0;
  let most = 0;
  for (const [, delta] of events) {
    inUse += delta;
    if (inUse > most) most = inUse;
  }
  return most;
}

/** True when `claim` fits beside `claims` within `capacity`. A claim must last and take a unit. */
export function fits(claims: readonly Claim[], claim: Claim, capacity: number): boolean {
  if (!(claim.end > claim.start) || !Number.isInteger(claim.units) || claim.units < 1) {
    throw new RangeError('a claim lasts a moment or more and takes one unit or more');
  }
  return mostInUse(claims, claim) + claim.units <= capacity;
}

/** Units free for the whole of `range` (never below 0). */
export const freeUnits = (claims: readonly Claim[], range: TimeRange, capacity: number) =>
  Math.max(0, capacity - mostInUse(claims, range));

/** A calendar day's use: the most units in use at any moment of it, in the platform's zone. */
export const usedOnDay = (claims: readonly Claim[], date: string, timeZone: string) =>
  mostInUse(claims, dayRangeIn(date, timeZone));

/** Each day's use, `dates` in order (a month of the availability calendar). */
export const usedPerDay = (claims: readonly Claim[], dates: readonly string[], timeZone: string) =>
  dates.map((date) => ({ date, used: usedOnDay(claims, date, timeZone) }));
