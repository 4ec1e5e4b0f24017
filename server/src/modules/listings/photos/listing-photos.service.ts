import {
  AppError,
  ErrorCode,
  completeStatuses,
  editableStatuses,
  listingLimits,
  listingMessages,
  type ListingPhotos,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import type { Executor, Tx } from '../../../db/client';
import { newId } from '../../../lib/ids';
import { ImageRefused, webp4x3, type WebpCopy } from '../../../lib/images';
import type { FileStorage, StoredFile } from '../../../lib/storage';
import { checkUpload } from '../../../lib/uploads';
import { discardFilesIfFailed, discardFilesOnRollback, enqueue, fileDeleteTask } from '../../outbox/outbox.service';
import type { AuthUser } from '../../users/user.mapper';
import { listingPhotosRepository as photos, type ListingPhotoRow } from './listing-photos.repository';
import { PHOTO_SIZES, photoKeyOf, photoKeys } from './photo-keys';
import { fieldError, findOwned, lockOwned } from '../core/listings.common';
import { saveReviewed } from '../core/listing-transition';
import { toPhoto } from '../core/listings.mapper';
import { listingsRepository as repo, type ListingRow } from '../core/listings.repository';

const m = listingMessages.photos;
const MAX = listingLimits.photos;
/** Smaller photos would be enlarged in the 640-pixel copy. */
const MIN = { width: 640, height: 480 };
const FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(1280|640|thumb)\.webp$/;

/** A photo's files, each once (without a thumbnail of its own, thumbKey is mediumKey). */
const keysOf = (p: Pick<ListingPhotoRow, 'displayKey' | 'mediumKey' | 'thumbKey'>) => [
  ...new Set([p.displayKey, p.mediumKey, p.thumbKey]),
];

/** A photo checked and encoded, not stored yet: its copies in the order of PHOTO_SIZES (photo-keys.ts). */
export interface PreparedPhoto {
  id: string;
  copies: WebpCopy[];
}

const photosOf = async (db: Executor, listingId: string): Promise<ListingPhotos> => ({
  photos: (await photos.listFor(db, listingId)).map(toPhoto),
});

/** One file's refusal, named by its file name, under the form's photos field. */
export function photoRefusal(filename: string, message: string, code: ErrorCode = ErrorCode.validation) {
  const text = m.forFile(filename, message);
  return new AppError(code, text, { photos: text });
}

function editable(row: ListingRow) {
  if (!editableStatuses.includes(row.status))
    throw new AppError(ErrorCode.listingNotEditable, listingMessages.archived);
}

/** Before reading an upload: the listing is the host's, can change, and has room; how many photos it can take. */
export async function roomForPhotos(ctx: AppContext, host: AuthUser, listingId: string): Promise<number> {
  editable(await findOwned(ctx.db, host, listingId));
  const left = MAX - (await photos.listFor(ctx.db, listingId)).length;
  if (left <= 0) throw fieldError('photos', m.tooMany(MAX, 0), ErrorCode.photoLimit);
  return left;
}

/**
 * Checks one uploaded file (lib/uploads: type by content against storage.allowedImageTypes,
 * size against storage.maxFileSize, read live) and encodes its 4:3 WebP copies at
 * storage.imageQuality (lib/images: pixel limit, orientation, no EXIF or GPS): 1280 and 640 wide,
 * and storage.thumbnailSize while storage.generateThumbnails is on.
 */
export async function preparePhoto(ctx: AppContext, filename: string, data: Buffer): Promise<PreparedPhoto> {
  try {
    await checkUpload(ctx.settings, data, 'image');
  } catch (e) {
    if (e instanceof AppError) throw photoRefusal(filename, e.message, e.code);
    throw e;
  }
  const { storage: s } = await ctx.settings.get();
  try {
    const copies = await webp4x3(data, {
      widths: s.generateThumbnails ? [1280, 640, s.thumbnailSize] : [1280, 640],
      quality: s.imageQuality,
      minWidth: MIN.width,
      minHeight: MIN.height,
    });
    return { id: newId(), copies };
  } catch (e) {
    if (!(e instanceof ImageRefused)) throw e;
    const message =
      e.problem === 'tooManyPixels'
        ? m.tooManyPixels
        : e.problem === 'tooSmall'
          ? m.tooSmall(MIN.width, MIN.height)
          : m.unreadable;
    throw photoRefusal(filename, message);
  }
}

/**
 * Stores prepared photos and adds them after the listing's others; the first photo of a
 * listing becomes its cover. At most 12: counted under the listing's lock, so two uploads at
 * once cannot pass it. Files are written first; if the transaction fails the outbox removes them.
 */
export async function addPhotos(
  ctx: AppContext,
  storage: FileStorage,
  host: AuthUser,
  listingId: string,
  prepared: PreparedPhoto[],
): Promise<ListingPhotos> {
  if (prepared.length === 0) throw fieldError('photos', m.missing);
  const files = prepared.flatMap((p) =>
    p.copies.map((c, i) => ({ key: photoKeyOf(p.id, PHOTO_SIZES[i]), data: c.data })),
  );
  await Promise.all(files.map((f) => storage.put(f.key, f.data)));
  await discardFilesIfFailed(
    ctx,
    files.map((f) => f.key),
    () =>
      ctx.db.transaction().execute(async (tx) => {
        const listing = await lockOwned(tx, host, listingId);
        editable(listing);
        const existing = await photos.listFor(tx, listingId);
        if (existing.length + prepared.length > MAX)
          throw fieldError('photos', m.tooMany(MAX, MAX - existing.length), ErrorCode.photoLimit);
        const now = ctx.clock.now();
        await photos.insertMany(
          tx,
          prepared.map((p, i) => ({
            id: p.id,
            listingId,
            position: existing.length + i,
            isCover: existing.length === 0 && i === 0,
            ...photoKeys(p.id, p.copies.length === PHOTO_SIZES.length),
            width: p.copies[0].width,
            height: p.copies[0].height,
            createdAt: now,
          })),
        );
        await saveReviewed(ctx, tx, host, listing, {}, true);
      }),
  );
  return photosOf(ctx.db, listingId);
}

/**
 * Deletes a photo; the next one becomes the cover if it was. A listing under review or live
 * keeps at least one. Its files are deleted by the outbox after the commit (decision 0032).
 */
export async function deletePhoto(ctx: AppContext, host: AuthUser, listingId: string, photoId: string) {
  await ctx.db.transaction().execute(async (tx) => {
    const listing = await lockOwned(tx, host, listingId);
    editable(listing);
    const gone = await photos.delete(tx, listingId, photoId);
    if (!gone) throw new AppError(ErrorCode.notFound, m.notFound);
    const rest = await photos.listFor(tx, listingId);
    if (rest.length === 0 && completeStatuses.includes(listing.status))
      throw fieldError('photos', m.lastPhoto, ErrorCode.lastPhoto);
    for (const [i, p] of rest.entries()) if (p.position !== i) await photos.setPosition(tx, p.id, i);
    if (gone.isCover && rest[0]) await photos.setCover(tx, listingId, rest[0].id);
    await saveReviewed(ctx, tx, host, listing, {}, true);
    await enqueue(tx, fileDeleteTask(keysOf(gone)), ctx.clock.now());
  });
  return photosOf(ctx.db, listingId);
}

/** New order: every photo id of the listing exactly once. */
export async function orderPhotos(ctx: AppContext, host: AuthUser, listingId: string, photoIds: string[]) {
  await ctx.db.transaction().execute(async (tx) => {
    editable(await lockOwned(tx, host, listingId));
    const current = await photos.listFor(tx, listingId);
    const same = photoIds.length === current.length && new Set(photoIds).size === photoIds.length;
    if (!same || !current.every((p) => photoIds.includes(p.id))) throw fieldError('photoIds', m.orderMismatch);
    for (const [i, id] of photoIds.entries()) await photos.setPosition(tx, id, i);
    await repo.update(tx, listingId, { updatedAt: ctx.clock.now() });
  });
  return photosOf(ctx.db, listingId);
}

export async function setCoverPhoto(ctx: AppContext, host: AuthUser, listingId: string, photoId: string) {
  await ctx.db.transaction().execute(async (tx) => {
    editable(await lockOwned(tx, host, listingId));
    if (!(await photos.listFor(tx, listingId)).some((p) => p.id === photoId)) {
      throw new AppError(ErrorCode.notFound, m.notFound);
    }
    await photos.setCover(tx, listingId, photoId);
    await repo.update(tx, listingId, { updatedAt: ctx.clock.now() });
  });
  return photosOf(ctx.db, listingId);
}

/**
 * Copies a listing's photos to another as new files (duplicate), inside the caller's
 * transaction: if it does not commit, the copies are deleted through the outbox.
 */
export async function copyPhotos(
  ctx: AppContext,
  storage: FileStorage,
  tx: Tx,
  fromId: string,
  toId: string,
  at: Date,
) {
  for (const p of await photos.listFor(tx, fromId)) {
    const id = newId();
    const keys = photoKeys(id, keysOf(p).length === PHOTO_SIZES.length);
    const files = await Promise.all(keysOf(p).map((k) => storage.get(k)));
    if (files.some((f) => !f)) continue; // a file lost from the storage: leave that photo out
    discardFilesOnRollback(ctx, tx, keysOf(keys));
    await Promise.all(keysOf(keys).map((k, i) => storage.put(k, files[i]!.data)));
    await photos.insertMany(tx, [{ ...p, ...keys, id, listingId: toId, createdAt: at }]);
  }
}

/** A listing photo by file name, or null (unknown names never reach the storage). */
export async function readPhotoFile(storage: FileStorage, file: string): Promise<StoredFile | null> {
  return FILE.test(file) ? storage.get(`listings/${file}`) : null;
}
