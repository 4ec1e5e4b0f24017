import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Discovery (issue 11, decision 0027):
 * - `rating` and `total_ratings` of a listing (kept by the reviews, later, like the users' own).
 * - `listing_used_units`: every claim on a listing's units over a range of dates. Today the
 *   host's blocks; the bookings issue redefines the view to add the bookings that hold units
 *   (`union all select listing_id, start_date, end_date, units from bookings where …`), and
 *   search, availability and quotes count them with no other change.
 * - Partial indexes for the place match of a search (city, province or region code) over
 *   live listings.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table listings add column rating double precision not null default 0 check (rating between 0 and 5);
    alter table listings add column total_ratings integer not null default 0 check (total_ratings >= 0);
    create view listing_used_units as select listing_id, start_date, end_date, units from listing_blocks;
    create index listings_active_city_idx on listings (city_code) where status = 'active';
    create index listings_active_province_idx on listings (province_code) where status = 'active';
    create index listings_active_region_idx on listings (region_code) where status = 'active';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index listings_active_region_idx;
    drop index listings_active_province_idx;
    drop index listings_active_city_idx;
    drop view listing_used_units;
    alter table listings drop column total_ratings;
    alter table listings drop column rating;
  `,
  );
}
