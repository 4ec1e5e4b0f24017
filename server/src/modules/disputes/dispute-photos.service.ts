import { AppError, DISPUTE_PHOTOS_MAX, disputeMessages as m, ErrorCode, type Dispute } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import { ImageRefused, webpWithin } from '../../lib/images';
import type { FileStorage, StoredFile } from '../../lib/storage';
import { checkUpload } from '../../lib/uploads';
import { discardFilesIfFailed, enqueue, realtimeTask } from '../outbox/outbox.service';
import { userTopic } from '../notifications/notifications.service';
import type { AuthUser } from '../users/user.mapper';
import { fullName } from './disputes.mapper';
import { disputesRepository as repo } from './disputes.repository';
import { DISPUTES_TOPIC, disputeNotFound, getDispute, viewable } from './disputes.service';

/** A dispute photo's longest side: enough to see a scratch or a receipt. */
const MAX_SIDE = 1600;
const keyOf = (id: string) => `disputes/${id}.webp`;

/**
 * POST /api/disputes/:id/photos: a side adds a photo while the dispute is open, at most
 * DISPUTE_PHOTOS_MAX per dispute. Checked like chat pictures (lib/uploads: type by content and
 * size against the live storage settings), then one WebP copy without metadata within 1600
 * pixels (lib/images). The count is checked under the dispute's row lock in the transaction
 * that inserts, so photos sent at once never make a seventh; a refused one's file is deleted.
 */
export async function addDisputePhoto(
  ctx: AppContext,
  storage: FileStorage,
  user: AuthUser,
  id: string,
  data: Buffer,
): Promise<Dispute> {
  const { r } = await viewable(ctx.db, user, id, 'addPhoto');
  if (r.status !== 'open') throw new AppError(ErrorCode.disputeClosed, m.closed);
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
  const photoId = newId();
  const key = keyOf(photoId);
  await storage.put(key, copy.data);
  const now = ctx.clock.now();
  await discardFilesIfFailed(ctx, [key], () =>
    ctx.db.transaction().execute(async (tx) => {
      const d = await repo.lock(tx, id);
      if (!d) throw disputeNotFound();
      if (d.status !== 'open') throw new AppError(ErrorCode.disputeClosed, m.closed);
      if ((await repo.photoCount(tx, id)) >= DISPUTE_PHOTOS_MAX) {
        const message = m.photosFull(DISPUTE_PHOTOS_MAX);
        throw new AppError(ErrorCode.validation, message, { file: message });
      }
      await repo.insertPhoto(tx, {
        id: photoId,
        disputeId: id,
        uploaderId: user.id,
        uploaderName: fullName(user.firstName, user.lastName),
        storageKey: key,
        width: copy.width,
        height: copy.height,
        createdAt: now,
      });
      for (const userId of [r.clientId, r.hostId]) {
        await enqueue(tx, realtimeTask(userTopic(userId), { type: 'dispute.updated', disputeId: id }), now);
      }
      await enqueue(tx, realtimeTask(DISPUTES_TOPIC, { type: 'dispute.updated', disputeId: id }), now);
    }),
  );
  return getDispute(ctx, user, id);
}

/** GET /api/disputes/:id/photos/:photoId: for the dispute's two sides and admins; "not found" for anyone else. */
export async function readDisputePhoto(
  ctx: AppContext,
  storage: FileStorage,
  user: AuthUser,
  id: string,
  photoId: string,
): Promise<StoredFile> {
  await viewable(ctx.db, user, id);
  const photo = await repo.findPhoto(ctx.db, id, photoId);
  const file = photo && (await storage.get(photo.storageKey));
  if (!file) throw new AppError(ErrorCode.notFound, m.photoNotFound);
  return file;
}
