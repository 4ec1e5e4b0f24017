import type { Executor } from '../../../db/client';

/** A row of listing_used_units: a block (whole days) or a booking that holds units (its instants). */
export interface ClaimRow {
  startDate: string;
  endDate: string;
  units: number;
  startsAt: Date | null;
  endsAt: Date | null;
}

/**
 * SQL for the claims on a listing's units: the view listing_used_units (migrations 0007, 0010),
 * which holds the host's blocks and the bookings that hold units. Read under the listing's row
 * lock by every check that adds a claim or lowers the capacity (listing-claims.service.ts).
 */
export const listingClaimsRepository = {
  /** Claims that touch the days from..to (inclusive). */
  overlapping(db: Executor, listingId: string, from: string, to: string): Promise<ClaimRow[]> {
    return db
      .selectFrom('listingUsedUnits')
      .select(['startDate', 'endDate', 'units', 'startsAt', 'endsAt'])
      .where('listingId', '=', listingId)
      .where('startDate', '<=', to)
      .where('endDate', '>=', from)
      .execute();
  },
  /** Bookings (claims with instants) that hold units and have not ended by `now`. */
  async openBookings(db: Executor, listingId: string, now: Date): Promise<number> {
    const r = await db
      .selectFrom('listingUsedUnits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('listingId', '=', listingId)
      .where('startsAt', 'is not', null)
      .where('endsAt', '>', now)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
  /** Claims that end on `from` or later. */
  since(db: Executor, listingId: string, from: string): Promise<ClaimRow[]> {
    return db
      .selectFrom('listingUsedUnits')
      .select(['startDate', 'endDate', 'units', 'startsAt', 'endsAt'])
      .where('listingId', '=', listingId)
      .where('endDate', '>=', from)
      .execute();
  },
};
