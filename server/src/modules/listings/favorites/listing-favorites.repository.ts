import { sql } from 'kysely';
import type { Executor } from '../../../db/client';
import { coverOf, itemColumns, type SearchItemRow } from '../search/listings-search.repository';

/** How many recently viewed listings a client keeps. */
export const RECENTLY_VIEWED_KEPT = 20;

/**
 * SQL for favorites and listing_views (this module's): a client's own rows only, shown with
 * the live listings they name (a paused listing drops out of the list until it is live again).
 */
export const listingFavoritesRepository = {
  async add(db: Executor, userId: string, listingId: string, at: Date) {
    await db
      .insertInto('favorites')
      .values({ userId, listingId, createdAt: at })
      .onConflict((oc) => oc.columns(['userId', 'listingId']).doNothing())
      .execute();
  },
  async has(db: Executor, userId: string, listingId: string): Promise<boolean> {
    const row = await db
      .selectFrom('favorites')
      .select('listingId')
      .where('userId', '=', userId)
      .where('listingId', '=', listingId)
      .executeTakeFirst();
    return !!row;
  },
  async remove(db: Executor, userId: string, listingId: string) {
    await db.deleteFrom('favorites').where('userId', '=', userId).where('listingId', '=', listingId).execute();
  },
  /** The user's favourites among live listings, newest favourite first. */
  async page(db: Executor, userId: string, limit: number, offset: number) {
    const { rows } = await sql<SearchItemRow & { total: number }>`
      with hits as (
        select ${itemColumns}, null::float8 as "distanceKm", f.created_at as "favoritedAt", count(*) over ()::int as total
        from favorites f join listings l on l.id = f.listing_id
        where f.user_id = ${userId} and l.status = 'active'
        order by f.created_at desc, l.id desc
        limit ${limit} offset ${offset}
      )
      select hits.*, ${coverOf('hits')} as "coverKey" from hits order by "favoritedAt" desc, id desc`.execute(db);
    if (rows.length > 0 || offset === 0) return { total: rows[0]?.total ?? 0, rows };
    const count = await sql<{ total: number }>`
      select count(*)::int as total from favorites f join listings l on l.id = f.listing_id
      where f.user_id = ${userId} and l.status = 'active'`.execute(db);
    return { total: count.rows[0].total, rows };
  },
  /** Records a view (the last one counts) and forgets all but the user's latest RECENTLY_VIEWED_KEPT. */
  async recordView(db: Executor, userId: string, listingId: string, at: Date) {
    await db
      .insertInto('listingViews')
      .values({ userId, listingId, viewedAt: at })
      .onConflict((oc) => oc.columns(['userId', 'listingId']).doUpdateSet({ viewedAt: at }))
      .execute();
    await sql`
      delete from listing_views v where v.user_id = ${userId} and v.listing_id not in (
        select k.listing_id from listing_views k where k.user_id = ${userId}
        order by k.viewed_at desc, k.listing_id desc limit ${RECENTLY_VIEWED_KEPT})`.execute(db);
  },
  /** The user's recently viewed live listings, latest first. */
  async recent(db: Executor, userId: string) {
    const { rows } = await sql<SearchItemRow>`
      with hits as (
        select ${itemColumns}, null::float8 as "distanceKm", v.viewed_at as "viewedAt"
        from listing_views v join listings l on l.id = v.listing_id
        where v.user_id = ${userId} and l.status = 'active'
        order by v.viewed_at desc, l.id desc
        limit ${RECENTLY_VIEWED_KEPT}
      )
      select hits.*, ${coverOf('hits')} as "coverKey" from hits order by "viewedAt" desc, id desc`.execute(db);
    return rows;
  },
};
