import {
  AppError,
  ErrorCode,
  handoverLimits,
  handoverMessages as m,
  type BookingChecklists,
  type ChecklistKind,
} from '@espasyo/domain';
import type { AppContext } from '../../../context';
import { newId } from '../../../lib/ids';
import { ImageRefused, webpWithin } from '../../../lib/images';
import type { FileStorage, StoredFile } from '../../../lib/storage';
import { checkUpload } from '../../../lib/uploads';
import { discardFilesIfFailed, enqueue, fileDeleteTask } from '../../outbox/outbox.service';
import type { AuthUser } from '../../users/user.mapper';
import { checklistsRepository as repo } from './checklists.repository';
import { assertOpen, changeable, checklistsView, handoverBooking, templateOf } from './checklists.service';

/** A checklist photo's longest side: enough to see a scratch on a door or a stain on a floor. */
const MAX_SIDE = 1600;
const keyOf = (id: string) => `handover/${id}.webp`;

/**
 * POST /api/bookings/:id/checklists/:kind/photos?area=…: a side adds a photo of an area. Checked like
 * the disputes' photos (type by content, size against the live storage settings), kept as one WebP
 * copy without metadata (location data included) within 1600 pixels, at most 6 an area, counted
 * under the checklist's row lock. A photo is a change: a signature already given is cleared.
 */
export async function addChecklistPhoto(
  ctx: AppContext,
  storage: FileStorage,
  user: AuthUser,
  bookingId: string,
  kind: ChecklistKind,
  area: string,
  data: Buffer,
): Promise<BookingChecklists> {
  const { b, party } = await handoverBooking(ctx.db, user, bookingId, 'write');
  await assertOpen(ctx, b, kind);
  if (!templateOf(b).areas.some((a) => a.key === area)) {
    throw new AppError(ErrorCode.validation, m.unknownArea, { area: m.unknownArea });
  }
  await checkUpload(ctx.settings, data, 'image');
  const quality = (await ctx.settings.get()).storage.imageQuality;
  let copy;
  try {
    copy = await webpWithin(data, { maxSide: MAX_SIDE, quality });
  } catch (e) {
    if (!(e instanceof ImageRefused)) throw e;
    const message = e.problem === 'tooManyPixels' ? m.photoTooManyPixels : m.photoUnreadable;
    throw new AppError(ErrorCode.validation, message, { file: message });
  }
  const side = party === 'host' ? 'host' : 'client';
  const photoId = newId();
  const key = keyOf(photoId);
  await storage.put(key, copy.data);
  return discardFilesIfFailed(ctx, [key], () =>
    ctx.db.transaction().execute(async (tx) => {
      const row = await changeable(ctx, tx, user, b, side, kind);
      if ((await repo.photoCount(tx, row.id, area)) >= handoverLimits.photosPerArea) {
        const message = m.photosFull(handoverLimits.photosPerArea);
        throw new AppError(ErrorCode.validation, message, { file: message });
      }
      const now = ctx.clock.now();
      await repo.insertPhoto(tx, {
        id: photoId,
        checklistId: row.id,
        area,
        uploadedBySide: side,
        uploaderId: user.id,
        storageKey: key,
        width: copy.width,
        height: copy.height,
        createdAt: now,
      });
      await repo.touch(tx, row.id, now);
      return checklistsView(ctx, tx, b, side);
    }),
  );
}

/** DELETE …/photos/:photoId: a side removes a photo it added (a change, as adding one is). */
export async function removeChecklistPhoto(
  ctx: AppContext,
  user: AuthUser,
  bookingId: string,
  kind: ChecklistKind,
  photoId: string,
): Promise<BookingChecklists> {
  const { b, party } = await handoverBooking(ctx.db, user, bookingId, 'write');
  await assertOpen(ctx, b, kind);
  const side = party === 'host' ? 'host' : 'client';
  return ctx.db.transaction().execute(async (tx) => {
    const current = (await repo.ofBooking(tx, b.id)).find((r) => r.kind === kind);
    const photo = current && (await repo.findPhoto(tx, current.id, photoId));
    if (!photo || photo.uploadedBySide !== side) throw new AppError(ErrorCode.notFound, m.photoNotFound);
    const row = await changeable(ctx, tx, user, b, side, kind);
    const now = ctx.clock.now();
    await repo.deletePhoto(tx, photoId);
    await repo.touch(tx, row.id, now);
    await enqueue(tx, fileDeleteTask([photo.storageKey]), now);
    return checklistsView(ctx, tx, b, side);
  });
}

/** GET …/photos/:photoId: for the booking's two sides and admins; "not found" for anyone else. */
export async function readChecklistPhoto(
  ctx: AppContext,
  storage: FileStorage,
  user: AuthUser,
  bookingId: string,
  kind: ChecklistKind,
  photoId: string,
): Promise<StoredFile> {
  await handoverBooking(ctx.db, user, bookingId, 'read');
  const row = (await repo.ofBooking(ctx.db, bookingId)).find((r) => r.kind === kind);
  const photo = row && (await repo.findPhoto(ctx.db, row.id, photoId));
  const file = photo && (await storage.get(photo.storageKey));
  if (!file) throw new AppError(ErrorCode.notFound, m.photoNotFound);
  return file;
}
