import { sql, type Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * A listing's public point (issue 18, decision 0029): the host's pin moved by a random distance
 * of 200–500 m in a random direction, drawn once by the database and stored, drawn again only
 * when the pin moves. Every public computation (search's circle, distance and order, map
 * markers, the listing's circle) reads it; the exact pin stays with the host and staff.
 *
 * - `listing_public_point()`, a BEFORE trigger on every insert and update: no pin, no public
 *   point; a new row keeps a public point given with it (test fixtures that need exact
 *   distances) or gets one drawn; an update that moves the pin draws again, and any other
 *   update keeps the stored point (it cannot be written by hand).
 * - `location`, the indexed point of search, is now the public point (it was the pin), with its
 *   four GiST indexes rebuilt.
 * - Existing listings get their point drawn here.
 *
 * Metres to degrees on the same local flat projection as search (111,195 m per degree of
 * latitude), so the offset measured by search is the offset drawn.
 */
const publicPointFunction = `
  create function listing_public_point() returns trigger language plpgsql as $$
  declare
    metres double precision;
    bearing double precision;
  begin
    if new.latitude is null or new.longitude is null then
      new.public_latitude := null;
      new.public_longitude := null;
    elsif tg_op = 'UPDATE' and new.latitude = old.latitude and new.longitude = old.longitude and old.public_latitude is not null then
      new.public_latitude := old.public_latitude;
      new.public_longitude := old.public_longitude;
    elsif tg_op = 'UPDATE' or new.public_latitude is null or new.public_longitude is null then
      metres := 200 + random() * 300;
      bearing := random() * 2 * pi();
      new.public_latitude := new.latitude + metres * cos(bearing) / 111195.0;
      new.public_longitude := new.longitude + metres * sin(bearing) / (111195.0 * cos(radians(new.latitude)));
    end if;
    return new;
  end
  $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table listings add column public_latitude double precision;
    alter table listings add column public_longitude double precision;
    alter table listings drop column location;
  `,
  );
  await sql.raw(publicPointFunction).execute(db);
  await runStatements(
    db,
    `
    create trigger listings_public_point before insert or update on listings for each row execute function listing_public_point();
    update listings set latitude = latitude where latitude is not null and longitude is not null;
    alter table listings add column location point generated always as (point(public_longitude, public_latitude)) stored;
    create index listings_active_location_idx on listings using gist (location) where status = 'active';
    create index listings_active_storage_location_idx on listings using gist (location) where status = 'active' and type = 'storage';
    create index listings_active_parking_location_idx on listings using gist (location) where status = 'active' and type = 'parking';
    create index listings_active_warehouse_location_idx on listings using gist (location) where status = 'active' and type = 'warehouse';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table listings drop column location;
    alter table listings add column location point generated always as (point(longitude, latitude)) stored;
    create index listings_active_location_idx on listings using gist (location) where status = 'active';
    create index listings_active_storage_location_idx on listings using gist (location) where status = 'active' and type = 'storage';
    create index listings_active_parking_location_idx on listings using gist (location) where status = 'active' and type = 'parking';
    create index listings_active_warehouse_location_idx on listings using gist (location) where status = 'active' and type = 'warehouse';
    drop trigger listings_public_point on listings;
    drop function listing_public_point();
    alter table listings drop column public_longitude;
    alter table listings drop column public_latitude;
  `,
  );
}
