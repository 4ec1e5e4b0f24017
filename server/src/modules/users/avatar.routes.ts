import { apiErrorSchema, avatarParamsSchema, en, ErrorCode, userResultSchema } from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { requireUser } from '../../http/guards';
import { fileResponse } from '../../http/schemas';
import { readSingleFile } from '../../http/uploads';
import { createStorage } from '../../lib/storage';
import { avatarTooLargeMessage, readAvatar, setAvatar } from './avatar.service';
import { toApiUser } from './user.mapper';

/** POST /api/me/photo (signed-in scope). */
export async function avatarRoutes(app: App, { ctx }: ModuleOptions) {
  const storage = createStorage(ctx.env);

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
  const storage = createStorage(ctx.env);

  app.get(
    '/avatars/:file',
    {
      schema: {
        tags: ['files'],
        summary: 'A profile photo',
        params: avatarParamsSchema,
        response: { 200: fileResponse('The photo (WebP)', ['image/webp']), 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const data = await readAvatar(storage, req.params.file);
      if (!data) return reply.status(404).send({ error: { code: ErrorCode.notFound, message: en.generic.notFound } });
      return reply.type('image/webp').header('Cache-Control', 'public, max-age=31536000, immutable').send(data);
    },
  );
}
