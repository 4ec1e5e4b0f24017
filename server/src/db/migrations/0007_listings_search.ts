import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Discovery (issue 11, decision 0027):
 * - `rating` and `total_ratings` of a listing (kept by the reviews, later, like the users' own).
 * - `location`, the pin as a stored `point(longitude, latitude)`, with GiST indexes over live
 *   listings (all, and one per type): a place search reads the listings in a box around the
 *   centre, nearest first (`<->`). It replaces 0006's index on ll_to_earth(latitude,
 *   longitude): computing ll_to_earth per row, and the cube GiST's nearest-first scan, were
 *   3–6 times slower (measured in the decision).
 * - `listing_used_units`: every claim on a listing's units over a range of dates. Today the
 *   host's blocks; the bookings issue redefines the view to add the bookings that hold units
 *   (`union all select listing_id, start_date, end_date, units from bookings where …`), and
 *   search, availability and quotes count them with no other change.
 * - Partial indexes for a place's own code (city, province, region) and for the orders of a
 *   search without a place (relevance by rating, newest).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table listings add column rating double precision not null default 0 check (rating between 0 and 5);
    alter table listings add column total_ratings integer not null default 0 check (total_ratings >= 0);
    alter table listings add column location point generated always as (point(longitude, latitude)) stored;
    drop index listings_earth_idx;
    create index listings_active_location_idx on listings using gist (location) where status = 'active';
    create index listings_active_storage_location_idx on listings using gist (location) where status = 'active' and type = 'storage';
    create index listings_active_parking_location_idx on listings using gist (location) where status = 'active' and type = 'parking';
    create index listings_active_warehouse_location_idx on listings using gist (location) where status = 'active' and type = 'warehouse';
    create index listings_active_city_idx on listings (city_code) where status = 'active';
    create index listings_active_province_idx on listings (province_code) where status = 'active';
    create index listings_active_region_idx on listings (region_code) where status = 'active';
    create index listings_active_rating_idx on listings (rating desc, total_ratings desc, approved_at desc nulls last, id desc) where status = 'active';
    create index listings_active_newest_idx on listings (approved_at desc nulls last, id desc) where status = 'active';
    create view listing_used_units as select listing_id, start_date, end_date, units from listing_blocks;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop view listing_used_units;
    drop index listings_active_newest_idx;
    drop index listings_active_rating_idx;
    drop index listings_active_region_idx;
    drop index listings_active_province_idx;
    drop index listings_active_city_idx;
    drop index listings_active_warehouse_location_idx;
    drop index listings_active_parking_location_idx;
    drop index listings_active_storage_location_idx;
    drop index listings_active_location_idx;
    create index listings_earth_idx on listings using gist (ll_to_earth(latitude, longitude));
    alter table listings drop column location;
    alter table listings drop column total_ratings;
    alter table listings drop column rating;
  `,
  );
}
