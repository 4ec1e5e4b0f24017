import { addCalendarDays, dayBookingRange, fits, usedPerDay, type Claim } from '@espasyo/domain';
import type { Executor } from '../../../db/client';
import { listingClaimsRepository as repo, type ClaimRow } from './listing-claims.repository';
import { listingsRepository } from '../core/listings.repository';

/**
 * One inventory (issue 19): every claim on a listing's units — the host's blocks and the
 * bookings that hold units, both in the view listing_used_units — checked the same way by
 * blocks, by the guard on lowering the capacity and by bookings, always under the listing's row
 * lock (listingsRepository.lock), so claims added at the same moment are counted one after the
 * other. Claims are time ranges (domain/src/bookings/capacity.ts): a block takes whole days in
 * the platform's zone, a booking its own instants.
 */

/** The listing's row, locked until the transaction ends: every claim on its units queues behind it. */
export const lockListing = (tx: Executor, id: string) => listingsRepository.lock(tx, id);

const toClaim = (r: ClaimRow, timeZone: string): Claim =>
  r.startsAt && r.endsAt
    ? { start: new Date(r.startsAt), end: new Date(r.endsAt), units: r.units }
    : { ...dayBookingRange(r.startDate, r.endDate, timeZone), units: r.units };

/** The days from..to (inclusive), in order. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addCalendarDays(d, 1)) days.push(d);
  return days;
}

/** The claims that touch the days from..to (inclusive) as time ranges. */
export async function claimsOn(db: Executor, listingId: string, from: string, to: string, timeZone: string) {
  return (await repo.overlapping(db, listingId, from, to)).map((r) => toClaim(r, timeZone));
}

/**
 * Each day from..to with the units the host's blocks take and the most the bookings hold at any
 * moment of it (the host's calendar). A block takes whole days, so the two add up to the day's use.
 */
export async function unitsPerDayBySource(db: Executor, listingId: string, from: string, to: string, timeZone: string) {
  const rows = await repo.overlapping(db, listingId, from, to);
  const days = daysOf(from, to);
  const used = (block: boolean) =>
    usedPerDay(
      rows.filter((r) => !r.startsAt === block).map((r) => toClaim(r, timeZone)),
      days,
      timeZone,
    );
  const [blocked, booked] = [used(true), used(false)];
  return days.map((date, i) => ({ date, blocked: blocked[i].used, booked: booked[i].used }));
}

/** Each day from..to with the most units in use at any moment of it (calendars, blocks). */
export async function unitsPerDay(db: Executor, listingId: string, from: string, to: string, timeZone: string) {
  const claims = await claimsOn(db, listingId, from, to, timeZone);
  return usedPerDay(claims, daysOf(from, to), timeZone).map((d) => ({ date: d.date, units: d.used }));
}

/**
 * The first day of from..to on which `units` more would pass the capacity, with the units
 * still free that day; null when they fit on every day (a block takes whole days).
 */
export async function firstFullDay(
  db: Executor,
  listing: { id: string; capacity: number },
  days: { from: string; to: string; units: number },
  timeZone: string,
) {
  const used = await unitsPerDay(db, listing.id, days.from, days.to, timeZone);
  const full = used.find((d) => d.units + days.units > listing.capacity);
  return full ? { date: full.date, free: Math.max(0, listing.capacity - full.units) } : null;
}

/** True when `claim` fits beside the listing's claims within its capacity (a booking). */
export async function claimFits(
  db: Executor,
  listing: { id: string; capacity: number },
  claim: Claim & { startDate: string; endDate: string },
  timeZone: string,
) {
  const claims = await claimsOn(db, listing.id, claim.startDate, claim.endDate, timeZone);
  return fits(claims, claim, listing.capacity);
}

/** How many bookings still hold the listing's units (to come or under way): archiving waits for them. */
export const openBookingCount = (db: Executor, listingId: string, now: Date) => repo.openBookings(db, listingId, now);

/** The day from `from` on with the most units in use (the earliest of equals), or null when none are. */
export async function busiestDaySince(db: Executor, listingId: string, from: string, timeZone: string) {
  const rows = await repo.since(db, listingId, from);
  if (!rows.length) return null;
  const last = rows.reduce((max, r) => (r.endDate > max ? r.endDate : max), from);
  const claims = rows.map((r) => toClaim(r, timeZone));
  let best: { date: string; units: number } | null = null;
  for (const d of usedPerDay(claims, daysOf(from, last), timeZone)) {
    if (d.used > 0 && (!best || d.used > best.units)) best = { date: d.date, units: d.used };
  }
  return best;
}
