import { avatarParamsSchema, en, userResultSchema } from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { requireUser } from '../../http/guards';
import { imageResponses, sendImmutableFile } from '../../http/stored-file';
import { readSingleFile } from '../../http/uploads';
import { avatarTooLargeMessage, readAvatar, setAvatar } from './avatar.service';
import { toApiUser } from './user.mapper';

/** POST /api/me/photo (signed-in scope). */
export async function avatarRoutes(app: App, { ctx }: ModuleOptions) {
  const { storage } = ctx;

  app.post(
    '/photo',
    {
      schema: {
        tags: ['me'],
        summary: 'Upload a profile photo (multipart, field "photo"; jpg, png or webp)',
        consumes: ['multipart/form-data'],
        response: { 200: userResultSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const max = (await ctx.settings.get()).storage.maxFileSize;
      const file = await readSingleFile(req, max, {
        missing: en.account.photoMissing,
        tooLarge: avatarTooLargeMessage(max),
      });
      return { user: toApiUser(await setAvatar(ctx, storage, user, file.data)) };
    },
  );
}

/** GET /api/files/avatars/:file. Profile photos are public (host cards, reviews); names are random, so they cannot be listed. */
export async function avatarFileRoutes(app: App, { ctx }: ModuleOptions) {
  const { storage } = ctx;

  app.get(
    '/avatars/:file',
    {
      config: { limitedAs: 'file' }, // not an API call (decision 0062)
      schema: {
        tags: ['files'],
        summary: 'A profile photo',
        params: avatarParamsSchema,
        response: imageResponses('The photo (WebP)'),
      },
    },
    async (req, reply) =>
      sendImmutableFile(req, reply, await readAvatar(storage, req.params.file), { scope: 'public' }),
  );
}
