import type { Executor } from '../../../db/client';
import { toCalendarBooking } from './listing-blocks.mapper';
import { listingClaimsRepository as repo, type OpenRange } from './listing-claims.repository';
import { listingsRepository } from '../core/listings.repository';

/**
 * One inventory (issue 19) and one count of it (issue 31): every claim on a listing's units —
 * the host's blocks and the bookings that hold units, both in the view listing_used_units — is
 * counted by the database function most_units_in_use (the most units in use at any moment of a
 * time range, as the domain's `mostInUse`, decision 0068), for blocks, for the guard on lowering
 * the capacity, for bookings, for both calendars and for search. Every check that adds a claim
 * runs under the listing's row lock (listingsRepository.lock), so claims added at the same moment
 * are counted one after the other. A block takes whole days in the platform's zone, a booking its
 * own instants.
 */

/** The listing's row, locked until the transaction ends: every claim on its units queues behind it. */
export const lockListing = (tx: Executor, id: string) => listingsRepository.lock(tx, id);
/** A listing as a claim on it reads it (locked by lockListing). */
export type ClaimedListing = NonNullable<Awaited<ReturnType<typeof lockListing>>>;
/** The listing's row, read without a lock: a tenancy's notice reads its minimum duration. */
export const findListing = (db: Executor, id: string) => listingsRepository.findById(db, id);

/**
 * Each day from..to with the units the host's blocks take and the most the bookings hold at any
 * moment of it (the host's calendar). A block takes whole days, so the two add up to the day's use.
 */
export async function unitsPerDayBySource(db: Executor, listingId: string, from: string, to: string, timeZone: string) {
  const days = await repo.perDay(db, listingId, from, to, timeZone);
  return days.map((d) => ({ date: d.date, blocked: d.blocked, booked: d.used - d.blocked }));
}

/** Each day from..to with the most units in use at any moment of it (calendars, blocks). */
export async function unitsPerDay(db: Executor, listingId: string, from: string, to: string, timeZone: string) {
  const days = await repo.perDay(db, listingId, from, to, timeZone);
  return days.map((d) => ({ date: d.date, units: d.used }));
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

/**
 * True when `units` more fit beside the listing's claims within its capacity over `range` (a
 * booking; `end` null: a tenancy's, from its start on with no end).
 */
export async function claimFits(
  db: Executor,
  listing: { id: string; capacity: number },
  claim: OpenRange & { units: number },
  timeZone: string,
) {
  return (await repo.mostInUse(db, listing.id, claim, timeZone)) + claim.units <= listing.capacity;
}

/** How many bookings still hold the listing's units (to come or under way): archiving waits for them. */
export const openBookingCount = (db: Executor, listingId: string, now: Date) => repo.openBookings(db, listingId, now);

/** The day from `from` on with the most units in use (the earliest of equals), or null when none are. */
export async function busiestDaySince(db: Executor, listingId: string, from: string, timeZone: string) {
  const last = await repo.lastDaySince(db, listingId, from);
  if (!last) return null;
  let best: { date: string; units: number } | null = null;
  // A tenancy with no end that started before `from` still counts on `from` itself.
  for (const d of await unitsPerDay(db, listingId, from, last < from ? from : last, timeZone)) {
    if (d.units > 0 && (!best || d.units > best.units)) best = { date: d.date, units: d.units };
  }
  return best;
}

/** The bookings that hold units of a listing on days from..to (the host's calendar), by start. */
export async function bookingsHoldingUnits(db: Executor, listingId: string, from: string, to: string) {
  return (await repo.holdingBookings(db, listingId, from, to)).map(toCalendarBooking);
}
