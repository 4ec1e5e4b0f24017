import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../../db/client';
import type { ListingBlocksTable } from '../../../db/schema';

export type ListingBlockRow = Selectable<ListingBlocksTable>;

/**
 * SQL for listing_blocks (this module's). Units in use are counted over every claim, blocks and
 * bookings alike, by listing-claims.service.ts.
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
};
