import { AppError, ErrorCode, conversationMessages as m, isAdmin } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import { ImageRefused, webpWithin } from '../../lib/images';
import type { FileStorage, StoredFile } from '../../lib/storage';
import { checkUpload } from '../../lib/uploads';
import { discardFilesIfFailed, enqueue, fileDeleteTask } from '../outbox/outbox.service';
import type { AuthUser } from '../users/user.mapper';
import { conversationNotFound, memberConversation, sideOf, supportConversation } from './conversations.service';
import { chatImageUrl } from './messaging.mapper';
import { messagingRepository as repo, type ConversationRow } from './messaging.repository';

/** A chat picture's longest side: sharp on a phone, small to send. */
const MAX_SIDE = 1600;
const keyOf = (id: string) => `chat/${id}.webp`;

/**
 * POST …/images: a picture for the sender's next message in this conversation. Checked like
 * listing photos (lib/uploads: type by content against storage.allowedImageTypes, size against
 * storage.maxFileSize, live), then one WebP copy (lib/images: pixel limit, orientation, no EXIF
 * or GPS) within 1600 pixels, proportions kept. Only its uploader can attach it, to one message
 * of this conversation.
 */
export async function uploadChatImage(
  ctx: AppContext,
  storage: FileStorage,
  uploader: AuthUser,
  c: ConversationRow,
  data: Buffer,
) {
  await checkUpload(ctx.settings, data, 'image');
  const quality = (await ctx.settings.get()).storage.imageQuality;
  let copy;
  try {
    copy = await webpWithin(data, { maxSide: MAX_SIDE, quality });
  } catch (e) {
    if (!(e instanceof ImageRefused)) throw e;
    throw new AppError(ErrorCode.validation, e.problem === 'tooManyPixels' ? m.imageTooManyPixels : m.imageUnreadable, {
      file: e.problem === 'tooManyPixels' ? m.imageTooManyPixels : m.imageUnreadable,
    });
  }
  const id = newId();
  const key = keyOf(id);
  await storage.put(key, copy.data);
  await discardFilesIfFailed(ctx, [key], () =>
    repo.insertImage(ctx.db, {
      id,
      conversationId: c.id,
      uploaderId: uploader.id,
      storageKey: key,
      width: copy.width,
      height: copy.height,
      createdAt: ctx.clock.now(),
    }),
  );
  return { imageId: id, imageUrl: chatImageUrl(c.id, id) };
}

/** The conversation a member uploads into (404 for anyone else). */
export async function memberUploadTarget(ctx: AppContext, user: AuthUser, id: string) {
  return (await memberConversation(ctx.db, user, id)).c;
}

export const supportUploadTarget = (ctx: AppContext, id: string) => supportConversation(ctx.db, id);

/**
 * GET …/images/:imageId: the picture, for the conversation's members, and for admins when it is a
 * support conversation (they answer it in /chat). Anyone else gets 404.
 */
export async function readChatImage(
  ctx: AppContext,
  storage: FileStorage,
  user: AuthUser,
  id: string,
  imageId: string,
): Promise<StoredFile> {
  const c = await repo.findById(ctx.db, id);
  if (!c) throw conversationNotFound();
  if (!(c.kind === 'support' && isAdmin(user))) sideOf(user, c);
  const image = await repo.findImage(ctx.db, c.id, imageId);
  const file = image && (await storage.get(image.storageKey));
  if (!file) throw new AppError(ErrorCode.notFound, m.imageNotFound);
  return file;
}

/** A picture uploaded and not sent within a day is let go (the composer was closed, the upload replaced). */
export const UNSENT_IMAGE_KEEP_MS = 24 * 3_600_000;

/** The clean-up job's work: unsent pictures older than a day, their files deleted after the commit. */
export async function purgeUnsentChatImages(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (tx) => {
    const keys = await repo.deleteUnsentImagesBefore(tx, new Date(now.getTime() - UNSENT_IMAGE_KEEP_MS));
    if (keys.length) await enqueue(tx, fileDeleteTask(keys), now);
    return keys.length;
  });
}
