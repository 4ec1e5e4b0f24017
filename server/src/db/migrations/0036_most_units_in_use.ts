import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * The one count of units in use (issue 31, decision 0068): `most_units_in_use(listing, from, to,
 * time zone)`, the most units the listing's claims (the view listing_used_units: the host's
 * blocks and the bookings that hold units) take at any moment of the half-open range [from, to),
 * as domain/src/bookings/capacity.ts's `mostInUse` counts it. Search, both calendars, the quote,
 * blocks, capacity and bookings all ask it. A block takes whole days in the zone given; a booking
 * its own instants.
 * - The dates narrow the rows through the indexes (listing_blocks_listing_idx and the holding
 *   bookings' partial index), a day either side since a booking's dates are those of the zone it
 *   was made in; the instants decide.
 * - The count: +units where a claim starts (or at the range's start), −units where it ends inside
 *   the range, ends before starts at one instant; the highest running sum.
 * - `returns setof integer` (one row) in SQL: a call in a FROM is inlined into the statement that
 *   makes it, so the planner sees the listing's id and the range and uses the indexes, with no
 *   call per row (search runs it for every candidate).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create function most_units_in_use(p_listing_id text, p_from timestamptz, p_to timestamptz, p_time_zone text)
    returns setof integer language sql stable parallel safe as $$
      select coalesce(max(s.in_use), 0)::int
      from (
        select sum(e.delta) over (order by e.at, e.delta rows unbounded preceding) as in_use
        from (
          select coalesce(u.starts_at, u.start_date::timestamp at time zone p_time_zone) as starts_at,
            coalesce(u.ends_at, (u.end_date + 1)::timestamp at time zone p_time_zone) as ends_at,
            u.units
          from listing_used_units u
          where u.listing_id = p_listing_id
            and u.start_date <= (p_to at time zone p_time_zone)::date + 1
            and u.end_date >= (p_from at time zone p_time_zone)::date - 1
        ) c
        cross join lateral (values (greatest(c.starts_at, p_from), c.units), (c.ends_at, -c.units)) e(at, delta)
        where c.starts_at < p_to and p_from < c.ends_at and e.at < p_to
      ) s
    $$;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop function most_units_in_use(text, timestamptz, timestamptz, text);`);
}
