import type { Kysely } from 'kysely';
import { runStatements } from './run-statements';

/**
 * Listings (issue 11, docs/product/marketplace.md#listings): the listing with every field of
 * the form (a draft's missing ones null), its photos, the host's availability blocks, and the
 * favourites and recently viewed of clients.
 *
 * - Distance: a GiST index on ll_to_earth(latitude, longitude) (cube + earthdistance), so a
 *   search near a place is `earth_box(ll_to_earth(lat, lng), metres) @> ll_to_earth(latitude, longitude)`.
 * - Text: `search_vector` over the unaccented title (weight A), city and barangay names (B)
 *   and description (C), config 'simple' (Filipino and English words alike, no stemming),
 *   with a GIN index; query it with `websearch_to_tsquery('simple', listing_unaccent(q))`.
 *   unaccent() itself is only stable (its dictionary could change), so a generated column
 *   cannot call it: listing_unaccent() pins the dictionary and is immutable.
 * - pg_trgm is there for fuzzy place and title matching.
 * Both PGlite (extensions loaded in db/client.ts) and PostgreSQL (contrib) run this file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create extension if not exists cube;
    create extension if not exists earthdistance;
    create extension if not exists pg_trgm;
    create extension if not exists unaccent;
    create function listing_unaccent(text) returns text language sql immutable parallel safe strict as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;

    create table listings (
      id text primary key,
      host_id text not null references users(id),
      type text not null check (type in ('storage','parking','warehouse')),
      status text not null default 'draft' check (status in ('draft','pending_review','active','paused','rejected','archived')),
      title text,
      description text,
      region_code text,
      province_code text,
      city_code text,
      barangay_code text,
      region_name text,
      province_name text,
      city_name text,
      barangay_name text,
      street text,
      postal_code text,
      latitude double precision,
      longitude double precision,
      width double precision,
      length double precision,
      height double precision,
      area double precision generated always as (round((width * length)::numeric, 2)::double precision) stored,
      vehicle_types jsonb not null default '[]',
      covered boolean,
      features jsonb not null default '[]',
      access_hours text,
      access_instructions text,
      price_per_hour integer check (price_per_hour > 0),
      price_per_day integer check (price_per_day > 0),
      price_per_month integer check (price_per_month > 0),
      min_duration integer check (min_duration > 0),
      min_duration_unit text check (min_duration_unit in ('hour','day','month')),
      capacity integer not null default 1 check (capacity between 1 and 1000),
      instant_book boolean not null default false,
      cancellation_policy text not null check (cancellation_policy in ('flexible','moderate','strict')),
      rejection_reason text,
      paused_by_staff boolean not null default false,
      submitted_at timestamptz,
      approved_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      search_vector tsvector generated always as (
        setweight(to_tsvector('simple', listing_unaccent(coalesce(title, ''))), 'A') ||
        setweight(to_tsvector('simple', listing_unaccent(coalesce(city_name, '') || ' ' || coalesce(barangay_name, ''))), 'B') ||
        setweight(to_tsvector('simple', listing_unaccent(coalesce(description, ''))), 'C')
      ) stored
    );
    create index listings_host_idx on listings (host_id, created_at desc);
    create index listings_status_idx on listings (status, submitted_at, id);
    create index listings_earth_idx on listings using gist (ll_to_earth(latitude, longitude));
    create index listings_search_idx on listings using gin (search_vector);

    create table listing_photos (
      id text primary key,
      listing_id text not null references listings(id) on delete cascade,
      position integer not null,
      is_cover boolean not null default false,
      display_key text not null,
      medium_key text not null,
      thumb_key text not null,
      width integer not null,
      height integer not null,
      created_at timestamptz not null default now()
    );
    create index listing_photos_listing_idx on listing_photos (listing_id, position);
    create unique index listing_photos_one_cover on listing_photos (listing_id) where is_cover;

    create table listing_blocks (
      id text primary key,
      listing_id text not null references listings(id) on delete cascade,
      start_date date not null,
      end_date date not null,
      units integer not null check (units between 1 and 1000),
      note text,
      created_at timestamptz not null default now(),
      check (end_date >= start_date)
    );
    create index listing_blocks_listing_idx on listing_blocks (listing_id, start_date, end_date);

    create table favorites (
      user_id text not null references users(id) on delete cascade,
      listing_id text not null references listings(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, listing_id)
    );
    create index favorites_listing_idx on favorites (listing_id);

    create table listing_views (
      user_id text not null references users(id) on delete cascade,
      listing_id text not null references listings(id) on delete cascade,
      viewed_at timestamptz not null default now(),
      primary key (user_id, listing_id)
    );
    create index listing_views_recent_idx on listing_views (user_id, viewed_at desc);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table listing_views;
    drop table favorites;
    drop table listing_blocks;
    drop table listing_photos;
    drop table listings;
    drop function listing_unaccent(text);
  `,
  );
}
