import type { Insertable } from 'kysely';
import type { Executor } from '../../../db/client';
import type { ListingBlocksTable, ListingPhotosTable } from '../../../db/schema';
import { listingBlocksRepository as blocks } from '../availability/listing-blocks.repository';
import { listingPhotosRepository as photos } from '../photos/listing-photos.repository';
import { listingsRepository as repo, type ImportedListingRow } from './listings.repository';

export { photoKeys } from '../photos/photo-keys';

export interface ListingImport {
  listings: ImportedListingRow[];
  photos: Insertable<ListingPhotosTable>[];
  blocks: Insertable<ListingBlocksTable>[];
}

/**
 * Listings written as they are, in the caller's transaction, three batched inserts: the demo
 * seed's (db/seed/listings.ts). No rule is checked here: the rows come complete.
 */
export async function importListings(tx: Executor, data: ListingImport): Promise<void> {
  await repo.insertMany(tx, data.listings);
  await photos.insertMany(tx, data.photos);
  await blocks.insertMany(tx, data.blocks);
}

export const hostHasListings = (db: Executor, hostId: string) => repo.anyForHost(db, hostId);
