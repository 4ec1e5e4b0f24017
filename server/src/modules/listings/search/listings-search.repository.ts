import { sql, type RawBuilder } from 'kysely';
import {
  SEARCH_MAX_RESULTS,
  type ListingType,
  type PriceUnit,
  type SearchSort,
  type VehicleType,
} from '@espasyo/domain';
import { nearestFirstOf, type Database, type Executor } from '../../../db/client';
import { mostInUseOnDays } from '../availability/listing-claims.repository';

/**
 * SQL of the public search (decision 0027): the same statements on PGlite and PostgreSQL,
 * every filter in the database, with its indexes. Only live listings.
 *
 * - Where a listing is: its public point, never the host's pin (decision 0029): the circle,
 *   the distance, the order and the position returned all read `public_latitude`,
 *   `public_longitude` and `location` (the same point, indexed).
 * - Candidates: at most SEARCH_MAX_RESULTS + 1 matches. Near a place they are the nearest
 *   ones: the GiST index on `location` (a stored point) read nearest first (`<->`) inside the
 *   circle's bounding box, the circle itself checked on the row (kilometres on a local flat
 *   projection: under 0.5% off at these distances). A listing whose address is in the named
 *   place but outside the circle comes from a second branch by the place's code. Without a
 *   place they are the first in the order asked for. Every search then costs about the same in
 *   a crowded city as in a small town.
 * - Text: `search_vector @@ websearch_to_tsquery('simple', listing_unaccent(text))`.
 * - Dates: a listing matches when its capacity minus the most units in use at any moment of the
 *   range's days (most_units_in_use over the claims of `listing_used_units`: the host's blocks and
 *   the bookings that hold units, decision 0068) leaves `units` free.
 * - The page is sorted out of the candidates, `count(*) over ()` beside it: one statement.
 *   The planner cannot estimate how many listings a box holds (it assumes a handful), so near
 *   a place it would read them all and sort; with bitmap scans off for that statement it reads
 *   the index nearest first and stops (on a PostgreSQL server through sessions started so,
 *   `nearestFirstOf`; on PGlite a transaction-local setting).
 */

/** Where to look: a circle, and optionally the place's own code. */
export interface SearchNear {
  lat: number;
  lng: number;
  radiusM: number;
  code: { column: 'city' | 'province' | 'region'; value: string } | null;
}

export interface SearchFilter {
  type: ListingType | null;
  near: SearchNear | null;
  /** Free text for websearch_to_tsquery, or null. */
  text: string | null;
  priceUnit: PriceUnit;
  minPrice?: number;
  maxPrice?: number;
  minArea?: number;
  maxArea?: number;
  features?: string[];
  vehicle?: VehicleType;
  instantBook?: boolean;
  minRating?: number;
  /** The days (both included) with the platform's zone, where a block's days lie. */
  dates: { from: string; to: string; timeZone: string } | null;
  units: number;
}

export interface SearchItemRow {
  id: string;
  title: string | null;
  type: ListingType;
  cityName: string | null;
  barangayName: string | null;
  capacity: number;
  hostId: string;
  instantBook: boolean;
  pricePerHour: number | null;
  pricePerDay: number | null;
  pricePerMonth: number | null;
  area: number | null;
  rating: number;
  totalRatings: number;
  latitude: number;
  longitude: number;
  coverKey: string | null;
  distanceKm: number | null;
}

const codeColumn = { city: sql`l.city_code`, province: sql`l.province_code`, region: sql`l.region_code` };

/** Kilometres per degree of latitude (mean Earth radius 6,371 km). */
const KM_PER_DEGREE = 111.195;

/** The price compared for a unit: a month is the monthly price, else 30 days at the daily one. */
export function unitPrice(unit: PriceUnit): RawBuilder<number | null> {
  if (unit === 'hour') return sql`l.price_per_hour`;
  if (unit === 'day') return sql`l.price_per_day`;
  return sql`coalesce(l.price_per_month, l.price_per_day * 30)`;
}

const tsQuery = (text: string) => sql`websearch_to_tsquery('simple', listing_unaccent(${text}))`;

/** The circle's pieces: a bounding box for the index, squared kilometres for the row. */
function circle(n: SearchNear) {
  const radiusKm = n.radiusM / 1000;
  const kmPerLng = KM_PER_DEGREE * Math.cos((n.lat * Math.PI) / 180);
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng = radiusKm / kmPerLng;
  const squared = sql`(((l.public_latitude - ${n.lat}::float8) * ${KM_PER_DEGREE}::float8) ^ 2 + ((l.public_longitude - ${n.lng}::float8) * ${kmPerLng}::float8) ^ 2)`;
  return {
    box: sql`l.location <@ box(point(${n.lng - dLng}::float8, ${n.lat - dLat}::float8), point(${n.lng + dLng}::float8, ${n.lat + dLat}::float8))`,
    inside: sql`${squared} <= ${radiusKm * radiusKm}::float8`,
    km: sql<number>`sqrt(${squared})`,
    nearestFirst: sql`l.location <-> point(${n.lng}::float8, ${n.lat}::float8)`,
  };
}

/** Every filter but the place's (type and status first: they pick the partial index). */
function filters(f: SearchFilter): RawBuilder<unknown>[] {
  // The type as a literal (one of three fixed words) so that the planner can use its index.
  const where: RawBuilder<unknown>[] = [sql`l.status = 'active'`];
  if (f.type) where.push(sql`l.type = ${sql.lit(f.type)}`);
  if (f.text) where.push(sql`l.search_vector @@ ${tsQuery(f.text)}`);
  const price = unitPrice(f.priceUnit);
  if (f.minPrice !== undefined) where.push(sql`${price} >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) where.push(sql`${price} <= ${f.maxPrice}`);
  if (f.minArea !== undefined) where.push(sql`l.area >= ${f.minArea}::float8`);
  if (f.maxArea !== undefined) where.push(sql`l.area <= ${f.maxArea}::float8`);
  if (f.features?.length) where.push(sql`l.features @> ${JSON.stringify(f.features)}::jsonb`);
  if (f.vehicle) where.push(sql`l.vehicle_types @> ${JSON.stringify([f.vehicle])}::jsonb`);
  if (f.instantBook) where.push(sql`l.instant_book`);
  if (f.minRating !== undefined) where.push(sql`l.rating >= ${f.minRating}::float8`);
  if (f.dates) {
    const { timeZone, ...days } = f.dates;
    where.push(sql`l.capacity - ${mostInUseOnDays(sql`l.id`, days, timeZone)} >= ${f.units}`);
  } else if (f.units > 1) where.push(sql`l.capacity >= ${f.units}`);
  return where;
}

/** ORDER BY over the candidates' columns (`on`: the alias they are read through, if any). */
function orderBy(sort: SearchSort, f: SearchFilter, on = ''): RawBuilder<unknown> {
  const c = (name: string) => sql.raw(`${on}${name}`);
  switch (sort) {
    case 'distance':
      return sql`${c('"distanceKm"')} asc, ${c('id')} asc`;
    case 'price_asc':
      return sql`${c('"unitPrice"')} asc nulls last, ${c('id')} asc`;
    case 'price_desc':
      return sql`${c('"unitPrice"')} desc nulls last, ${c('id')} asc`;
    case 'rating':
      return sql`${c('rating')} desc, ${c('"totalRatings"')} desc, ${c('id')} desc`;
    case 'newest':
      return sql`${c('"approvedAt"')} desc nulls last, ${c('id')} desc`;
    case 'relevance': {
      const keys = [
        ...(f.text ? [sql`${c('"textRank"')} desc`] : []),
        ...(f.near ? [sql`${c('"distanceKm"')} asc`] : []),
        sql`${c('rating')} desc, ${c('"totalRatings"')} desc, ${c('"approvedAt"')} desc nulls last, ${c('id')} desc`,
      ];
      return sql.join(keys, sql`, `);
    }
  }
}

/** The columns of a result, for the search and for favourites and recently viewed (`l` is listings). */
export const itemColumns = sql`l.id, l.title, l.type, l.city_name as "cityName", l.barangay_name as "barangayName",
  l.capacity, l.host_id as "hostId", l.instant_book as "instantBook", l.price_per_hour as "pricePerHour",
  l.price_per_day as "pricePerDay", l.price_per_month as "pricePerMonth", l.area, l.rating,
  l.total_ratings as "totalRatings", l.public_latitude as latitude, l.public_longitude as longitude`;

/** The cover's thumbnail of the listing of `alias`.id. */
export const coverOf = (alias: string) =>
  sql<
    string | null
  >`(select p.thumb_key from listing_photos p where p.listing_id = ${sql.ref(`${alias}.id`)} and p.is_cover limit 1)`;

/**
 * The candidates: at most SEARCH_MAX_RESULTS matches (near a place the nearest, else the first
 * in the sort's order), with only what sorts them: the page's other columns are read for its
 * 20 rows alone.
 */
function candidates(f: SearchFilter, sort: SearchSort): RawBuilder<unknown> {
  const cap = SEARCH_MAX_RESULTS;
  const rank = f.text ? sql`ts_rank_cd(l.search_vector, ${tsQuery(f.text)})` : sql`0::float4`;
  const keys = (distance: RawBuilder<unknown>) =>
    sql`l.id, ${distance} as "distanceKm", ${rank} as "textRank", ${unitPrice(f.priceUnit)} as "unitPrice",
      l.rating, l.total_ratings as "totalRatings", l.approved_at as "approvedAt"`;
  const where = sql.join(filters(f), sql` and `);
  if (!f.near) {
    return sql`select ${keys(sql`null::float8`)} from listings l where ${where} order by ${orderBy(sort, f)} limit ${cap}`;
  }
  const c = circle(f.near);
  const nearest = sql`(select ${keys(c.km)} from listings l where ${c.box} and ${c.inside} and ${where}
    order by ${c.nearestFirst} limit ${cap})`;
  if (!f.near.code) return nearest;
  const outside = sql`(select ${keys(c.km)} from listings l
    where ${codeColumn[f.near.code.column]} = ${f.near.code.value} and not (${c.box} and ${c.inside}) and ${where}
    order by ${c.nearestFirst} limit ${cap})`;
  return sql`${nearest} union all ${outside}`;
}

/**
 * The search statement: the candidates, the page sorted out of them with their count beside
 * it (SEARCH_MAX_RESULTS or more: "more"), then the page's listings and covers. `hint`: run it
 * with bitmap scans off (near a place). Exported for bench/search.mjs, which runs the same
 * statement straight through `pg`.
 */
export function searchStatement(f: SearchFilter, sort: SearchSort, limit: number, offset: number) {
  const statement = sql<SearchItemRow & { total: number }>`
    with matches as (${candidates(f, sort)}),
    hits as (
      select m.*, count(*) over ()::int as total from matches m order by ${orderBy(sort, f, 'm.')} limit ${limit} offset ${offset}
    )
    select ${itemColumns}, hits."distanceKm", hits.total, ${coverOf('hits')} as "coverKey"
    from hits join listings l on l.id = hits.id
    order by ${orderBy(sort, f, 'hits.')}`;
  return { statement, hint: f.near !== null };
}

/** Planner setting for a place search (see the top of this file), local to its transaction. */
export const NEAREST_FIRST_HINT = 'set local enable_bitmapscan = off';

export const listingsSearchRepository = {
  /** The page and the number of matches, counted up to SEARCH_MAX_RESULTS + 1. */
  async search(db: Database, f: SearchFilter, sort: SearchSort, limit: number, offset: number) {
    const { statement, hint } = searchStatement(f, sort, limit, offset);
    const run = async (ex: Executor) => {
      const { rows } = await statement.execute(ex);
      if (rows.length > 0 || offset === 0) return { total: rows[0]?.total ?? 0, rows };
      const count = await sql<{ total: number }>`
        select count(*)::int as total from (${candidates(f, sort)}) m`.execute(ex);
      return { total: count.rows[0].total, rows };
    };
    if (!hint) return run(db);
    const tuned = nearestFirstOf(db);
    if (tuned) return run(tuned);
    return db.transaction().execute(async (tx) => {
      await sql.raw(NEAREST_FIRST_HINT).execute(tx);
      return run(tx);
    });
  },
};
