import { sql, type Insertable, type Selectable } from 'kysely';
import type { Executor } from '../../db/client';
import type { ListingBlocksTable } from '../../db/schema';

export type ListingBlockRow = Selectable<ListingBlocksTable>;

/**
 * SQL for listing_blocks (this module's). Units taken per day are counted here; bookings
 * that hold units will add to the same count (docs/product/marketplace.md#booking).
 */
export const listingBlocksRepository = {
  async insertMany(db: Executor, rows: Insertable<ListingBlocksTable>[]) {
    if (rows.length) await db.insertInto('listingBlocks').values(rows).execute();
  },
  insert(db: Executor, row: Insertable<ListingBlocksTable>) {
    return db.insertInto('listingBlocks').values(row).returningAll().executeTakeFirstOrThrow();
  },
  delete(db: Executor, listingId: string, blockId: string) {
    return db
      .deleteFrom('listingBlocks')
      .where('listingId', '=', listingId)
      .where('id', '=', blockId)
      .returningAll()
      .executeTakeFirst();
  },
  /** Blocks that touch the days from..to (inclusive), earliest first. */
  overlapping(db: Executor, listingId: string, from: string, to: string) {
    return db
      .selectFrom('listingBlocks')
      .selectAll()
      .where('listingId', '=', listingId)
      .where('startDate', '<=', to)
      .where('endDate', '>=', from)
      .orderBy('startDate')
      .orderBy('id')
      .execute();
  },
  /** Units blocked on each day from..to (inclusive), every day listed. */
  async unitsPerDay(db: Executor, listingId: string, from: string, to: string) {
    const { rows } = await sql<{ date: string; units: number }>`
      select to_char(d, 'YYYY-MM-DD') as date, coalesce(sum(b.units), 0)::int as units
      from generate_series(${from}::date, ${to}::date, interval '1 day') as d
      left join listing_blocks b on b.listing_id = ${listingId} and d::date between b.start_date and b.end_date
      group by d order by d`.execute(db);
    return rows;
  },
  /** The busiest day from `from` on (units blocked), or null when nothing is blocked then. */
  async busiestDaySince(db: Executor, listingId: string, from: string) {
    const { rows } = await sql<{ date: string; units: number }>`
      select to_char(d, 'YYYY-MM-DD') as date, sum(b.units)::int as units
      from listing_blocks b
      cross join generate_series(greatest(b.start_date, ${from}::date), b.end_date, interval '1 day') as d
      where b.listing_id = ${listingId} and b.end_date >= ${from}::date
      group by d order by units desc, d limit 1`.execute(db);
    return rows[0] ?? null;
  },
};
