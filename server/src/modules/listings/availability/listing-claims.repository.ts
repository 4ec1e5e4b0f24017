import { sql, type RawBuilder } from 'kysely';
import { anyHoldingStatuses, type TimeRange } from '@espasyo/domain';

/** A claim's range: a booking's instants, or a tenancy's start with no end (null). */
export type OpenRange = { start: TimeRange['start']; end: TimeRange['end'] | null };
import type { Executor } from '../../../db/client';

/** A date as SQL: a parameter, or an expression of the statement (a day of a series). */
type SqlDate = string | RawBuilder<unknown>;

/** The first instant of a date in the zone, as most_units_in_use takes a block's days. */
const dayStart = (date: SqlDate, timeZone: string) => sql`(${date}::date::timestamp at time zone ${timeZone})`;

/**
 * The most units in use at any moment of the days from..to (both included) at the listing
 * `listingId` (a parameter, or a column of the statement: search's `l.id`), as SQL.
 */
export function mostInUseOnDays(
  listingId: string | RawBuilder<string>,
  days: { from: SqlDate; to: SqlDate },
  timeZone: string,
): RawBuilder<number> {
  const end = sql`(${days.to}::date + 1)`;
  return sql<number>`(select used from most_units_in_use(${listingId}, ${dayStart(days.from, timeZone)}, ${dayStart(end, timeZone)}, ${timeZone}) used)`;
}

/**
 * SQL for the claims on a listing's units: the view listing_used_units (migrations 0007, 0010),
 * which holds the host's blocks and the bookings that hold units, counted by the function
 * most_units_in_use (migration 0036), the one count. Read under the listing's row lock by every
 * check that adds a claim or lowers the capacity (listing-claims.service.ts).
 */
export const listingClaimsRepository = {
  /** The most units in use at any moment of `range` (its end null: from its start on, with no end). */
  async mostInUse(db: Executor, listingId: string, range: OpenRange, timeZone: string): Promise<number> {
    const end = range.end ?? sql`'infinity'::timestamptz`;
    const { rows } = await sql<{ used: number }>`
      select used from most_units_in_use(${listingId}, ${range.start}, ${end}, ${timeZone}) used`.execute(db);
    return rows[0].used;
  },
  /**
   * Each day from..to (inclusive), in order: the most units in use at any moment of it, and the
   * units the host's blocks take (whole days: the sum of the blocks on it).
   */
  async perDay(
    db: Executor,
    listingId: string,
    from: string,
    to: string,
    timeZone: string,
  ): Promise<{ date: string; used: number; blocked: number }[]> {
    const day = sql`d.day`;
    const { rows } = await sql<{ date: string; used: number; blocked: number }>`
      select to_char(d.day, 'YYYY-MM-DD') as date, ${mostInUseOnDays(listingId, { from: day, to: day }, timeZone)} as used,
        (select coalesce(sum(b.units), 0)::int from listing_blocks b
          where b.listing_id = ${listingId} and b.start_date <= d.day and b.end_date >= d.day) as blocked
      from generate_series(0, ${to}::date - ${from}::date) i cross join lateral (select ${from}::date + i as day) d
      order by d.day`.execute(db);
    return rows;
  },
  /**
   * The last day of the claims that end on `from` or later, or null when none do; a tenancy with no
   * end counts by its start (its use stays the same every day after it).
   */
  async lastDaySince(db: Executor, listingId: string, from: string): Promise<string | null> {
    const r = await db
      .selectFrom('listingUsedUnits')
      .select(
        sql<
          string | null
        >`to_char(greatest(max(end_date) filter (where end_date <> 'infinity'), max(start_date) filter (where end_date = 'infinity')), 'YYYY-MM-DD')`.as(
          'last',
        ),
      )
      .where('listingId', '=', listingId)
      .where('endDate', '>=', from)
      .executeTakeFirstOrThrow();
    return r.last;
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
    return r.n;
  },
  /** The bookings that hold units of the listing on days from..to, with their client's name, by start. */
  holdingBookings(db: Executor, listingId: string, from: string, to: string) {
    return db
      .selectFrom('bookings as b')
      .innerJoin('users as c', 'c.id', 'b.clientId')
      .select(['b.id', 'b.status', 'b.kind', 'b.startDate', 'b.endDate', 'b.startsAt', 'b.endsAt', 'b.units'])
      .select(['c.firstName as clientFirstName', 'c.lastName as clientLastName'])
      .where('b.listingId', '=', listingId)
      .where('b.status', 'in', anyHoldingStatuses)
      .where('b.startDate', '<=', to)
      .where((eb) => eb.or([eb('b.endDate', 'is', null), eb('b.endDate', '>=', from)]))
      .orderBy('b.startsAt')
      .orderBy('b.id')
      .execute();
  },
};

export type HoldingBookingRow = Awaited<ReturnType<(typeof listingClaimsRepository)['holdingBookings']>>[number];
