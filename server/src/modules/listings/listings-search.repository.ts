import { sql, type RawBuilder } from 'kysely';
import type { ListingType, PriceUnit, SearchSort, VehicleType } from '@espasyo/domain';
import type { Executor } from '../../db/client';

/**
 * SQL of the public search (decision 0027): one statement for PGlite and PostgreSQL, every
 * filter in the database, with its indexes. Only live listings.
 *
 * - Place: `earth_box(centre, r) @> ll_to_earth(latitude, longitude)` uses the GiST index, and
 *   `earth_distance(…) <= r` trims the box's corners to the circle; a listing whose address is
 *   in the named city, province or region also matches (partial indexes on the codes), however
 *   far from the centre.
 * - Text: `search_vector @@ websearch_to_tsquery('simple', listing_unaccent(text))` (GIN).
 * - Dates: a listing matches when on every day of the range its capacity minus the units
 *   claimed that day (`listing_used_units`: blocks today, bookings when they exist) leaves
 *   `units` free.
 * - One round trip: `count(*) over ()` gives the total beside the page; only a page past the
 *   end needs a second count.
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
  dates: { from: string; to: string } | null;
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
  distanceM: number | null;
}

const codeColumn = { city: sql`l.city_code`, province: sql`l.province_code`, region: sql`l.region_code` };

/** The price compared for a unit: a month is the monthly price, else 30 days at the daily one. */
export function unitPrice(unit: PriceUnit): RawBuilder<number | null> {
  if (unit === 'hour') return sql`l.price_per_hour`;
  if (unit === 'day') return sql`l.price_per_day`;
  return sql`coalesce(l.price_per_month, l.price_per_day * 30)`;
}

const tsQuery = (text: string) => sql`websearch_to_tsquery('simple', listing_unaccent(${text}))`;
const pointOf = (n: SearchNear) => sql`ll_to_earth(${n.lat}::float8, ${n.lng}::float8)`;
const listingPoint = sql`ll_to_earth(l.latitude, l.longitude)`;

/**
 * The most units claimed on any day of from..to for the listing `l` (0 when none). Every
 * source of claims is in the view listing_used_units.
 */
export function busiestDay(from: string, to: string): RawBuilder<number> {
  return sql<number>`coalesce((
    select max(per_day.used) from (
      select sum(u.units) as used
      from listing_used_units u
      cross join lateral generate_series(greatest(u.start_date, ${from}::date), least(u.end_date, ${to}::date), interval '1 day') as d(day)
      where u.listing_id = l.id and u.start_date <= ${to}::date and u.end_date >= ${from}::date
      group by d.day
    ) per_day), 0)`;
}

function conditions(f: SearchFilter): RawBuilder<unknown>[] {
  const where: RawBuilder<unknown>[] = [sql`l.status = 'active'`];
  if (f.type) where.push(sql`l.type = ${f.type}`);
  if (f.near) {
    const circle = sql`(earth_box(${pointOf(f.near)}, ${f.near.radiusM}::float8) @> ${listingPoint} and earth_distance(${pointOf(f.near)}, ${listingPoint}) <= ${f.near.radiusM}::float8)`;
    where.push(f.near.code ? sql`(${circle} or ${codeColumn[f.near.code.column]} = ${f.near.code.value})` : circle);
  }
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
  if (f.dates) where.push(sql`l.capacity - ${busiestDay(f.dates.from, f.dates.to)} >= ${f.units}`);
  else if (f.units > 1) where.push(sql`l.capacity >= ${f.units}`);
  return where;
}

/** ORDER BY over the output columns (the same names inside and outside the page). */
function orderBy(sort: SearchSort, f: SearchFilter): RawBuilder<unknown> {
  switch (sort) {
    case 'distance':
      return sql`"distanceM" asc, id asc`;
    case 'price_asc':
      return sql`"unitPrice" asc nulls last, id asc`;
    case 'price_desc':
      return sql`"unitPrice" desc nulls last, id asc`;
    case 'rating':
      return sql`rating desc, "totalRatings" desc, id desc`;
    case 'newest':
      return sql`"approvedAt" desc nulls last, id desc`;
    case 'relevance': {
      const keys = [
        ...(f.text ? [sql`"textRank" desc`] : []),
        ...(f.near ? [sql`"distanceM" asc`] : []),
        sql`rating desc, "totalRatings" desc, "approvedAt" desc nulls last, id desc`,
      ];
      return sql.join(keys, sql`, `);
    }
  }
}

/** The columns of a result, for the search and for favourites and recently viewed (`l` is listings). */
export const itemColumns = sql`l.id, l.title, l.type, l.city_name as "cityName", l.barangay_name as "barangayName",
  l.capacity, l.host_id as "hostId", l.instant_book as "instantBook", l.price_per_hour as "pricePerHour",
  l.price_per_day as "pricePerDay", l.price_per_month as "pricePerMonth", l.area, l.rating,
  l.total_ratings as "totalRatings", l.latitude, l.longitude`;

/** The cover's thumbnail of the listing of `alias`.id. */
export const coverOf = (alias: string) =>
  sql<
    string | null
  >`(select p.thumb_key from listing_photos p where p.listing_id = ${sql.ref(`${alias}.id`)} and p.is_cover limit 1)`;

export const listingsSearchRepository = {
  async search(db: Executor, f: SearchFilter, sort: SearchSort, limit: number, offset: number) {
    const where = sql.join(conditions(f), sql` and `);
    const distance = f.near ? sql`earth_distance(${pointOf(f.near)}, ${listingPoint})` : sql`null::float8`;
    const rank = f.text ? sql`ts_rank_cd(l.search_vector, ${tsQuery(f.text)})` : sql`0::float4`;
    const order = orderBy(sort, f);
    // The page first (sorted, cut), then its covers: 20 look-ups, not one per match.
    const { rows } = await sql<SearchItemRow & { total: number }>`
      with hits as (
        select ${itemColumns}, l.approved_at as "approvedAt", ${distance} as "distanceM", ${rank} as "textRank",
          ${unitPrice(f.priceUnit)} as "unitPrice", count(*) over ()::int as total
        from listings l
        where ${where}
        order by ${order}
        limit ${limit} offset ${offset}
      )
      select hits.*, ${coverOf('hits')} as "coverKey" from hits order by ${order}`.execute(db);
    if (rows.length > 0 || offset === 0) return { total: rows[0]?.total ?? 0, rows };
    const count = await sql<{ total: number }>`select count(*)::int as total from listings l where ${where}`.execute(
      db,
    );
    return { total: count.rows[0].total, rows };
  },
  usedPerDay,
};

/** Units claimed on each day of from..to (inclusive) for one listing, every day listed. */
export async function usedPerDay(db: Executor, listingId: string, from: string, to: string) {
  const { rows } = await sql<{ date: string; used: number }>`
    select to_char(d, 'YYYY-MM-DD') as date, coalesce(sum(u.units), 0)::int as used
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    left join listing_used_units u on u.listing_id = ${listingId} and d::date between u.start_date and u.end_date
    group by d order by d`.execute(db);
  return rows;
}
