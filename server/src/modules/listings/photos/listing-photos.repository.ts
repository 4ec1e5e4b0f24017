import type { Insertable, Selectable } from 'kysely';
import type { Executor } from '../../../db/client';
import type { ListingPhotosTable } from '../../../db/schema';

export type ListingPhotoRow = Selectable<ListingPhotosTable>;

/** SQL for listing_photos (this module's). */
export const listingPhotosRepository = {
  listFor(db: Executor, listingId: string) {
    return db
      .selectFrom('listingPhotos')
      .selectAll()
      .where('listingId', '=', listingId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  },
  async insertMany(db: Executor, rows: Insertable<ListingPhotosTable>[]) {
    if (rows.length) await db.insertInto('listingPhotos').values(rows).execute();
  },
  delete(db: Executor, listingId: string, photoId: string) {
    return db
      .deleteFrom('listingPhotos')
      .where('listingId', '=', listingId)
      .where('id', '=', photoId)
      .returningAll()
      .executeTakeFirst();
  },
  async setPosition(db: Executor, photoId: string, position: number) {
    await db.updateTable('listingPhotos').set({ position }).where('id', '=', photoId).execute();
  },
  /** Makes one photo the cover (the partial unique index allows one per listing). */
  async setCover(db: Executor, listingId: string, photoId: string) {
    await db
      .updateTable('listingPhotos')
      .set({ isCover: false })
      .where('listingId', '=', listingId)
      .where('isCover', '=', true)
      .execute();
    await db.updateTable('listingPhotos').set({ isCover: true }).where('id', '=', photoId).execute();
  },
};
