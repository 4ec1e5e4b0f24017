import sharp from 'sharp';
import { AppError, ErrorCode, en, formatBytes } from '@espasyo/domain';
import type { AppContext } from '../../context';
import { newId } from '../../lib/ids';
import type { FileStorage, StoredFile } from '../../lib/storage';
import { checkUpload } from '../../lib/uploads';
import { discardFilesIfFailed, enqueue, fileDeleteTask } from '../outbox/outbox.service';
import type { AuthUser } from './user.mapper';
import { usersRepository as users, type UserRow } from './users.repository';

export const AVATAR_SIZE = 512;
export const AVATAR_URL_PREFIX = '/api/files/avatars/';
/** Avatar file names are ours (uuid v7 + .webp); anything else is not an avatar. */
export const AVATAR_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
/** Refuse decompression bombs: a small file that would decode to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

export function avatarTooLargeMessage(maxBytes: number): string {
  return en.uploads.tooLarge(formatBytes(maxBytes));
}

/**
 * Sets a new profile photo. lib/uploads decides the type by the file's bytes (never its name
 * or the browser's content type) against settings.storage.allowedImageTypes; the image is
 * re-encoded as a 512×512 WebP, which also drops metadata such as GPS position.
 */
export async function setAvatar(ctx: AppContext, storage: FileStorage, user: AuthUser, data: Buffer): Promise<UserRow> {
  await checkUpload(ctx.settings, data, 'image'); // content, size and type against the live settings
  const { storage: s } = await ctx.settings.get();
  let webp: Buffer;
  try {
    webp = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // honour the camera's orientation before the metadata is dropped
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: s.imageQuality })
      .toBuffer();
  } catch {
    throw new AppError(ErrorCode.validation, en.account.photoUnreadable);
  }
  // A new name per upload: caches can keep a photo forever, and the old URL stops working.
  const file = `${newId()}.webp`;
  await storage.put(`avatars/${file}`, webp);
  const old = user.profileImageUrl?.startsWith(AVATAR_URL_PREFIX)
    ? user.profileImageUrl.slice(AVATAR_URL_PREFIX.length)
    : null;
  const now = ctx.clock.now();
  return discardFilesIfFailed(ctx, [`avatars/${file}`], () =>
    ctx.db.transaction().execute(async (tx) => {
      const updated = await users.update(tx, user.id, { profileImageUrl: AVATAR_URL_PREFIX + file, updatedAt: now });
      // The old file goes after the commit, through the outbox (decision 0032).
      if (old && AVATAR_FILE.test(old)) await enqueue(tx, fileDeleteTask([`avatars/${old}`]), now);
      return updated!;
    }),
  );
}

/** An avatar by file name, or null (unknown names never reach the storage). */
export async function readAvatar(storage: FileStorage, file: string): Promise<StoredFile | null> {
  if (!AVATAR_FILE.test(file)) return null;
  return storage.get(`avatars/${file}`);
}
