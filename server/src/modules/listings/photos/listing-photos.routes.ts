import {
  idParamsSchema as idParams,
  listingFileParamsSchema,
  listingPhotosSchema,
  photoCoverSchema,
  photoOrderSchema,
  photoParamsSchema,
} from '@espasyo/domain';
import { requireUser } from '../../../http/guards';
import { imageResponses, sendImmutableFile } from '../../../http/stored-file';
import type { App, ModuleOptions } from '../../../http/types';
import {
  addPhotos,
  deletePhoto,
  orderPhotos,
  preparePhoto,
  readPhotoFile,
  roomForPhotos,
  setCoverPhoto,
  type PreparedPhoto,
} from './listing-photos.service';
import { readPhotos } from './listing-photos.upload';

const host = ['host listings'];

/** A host's listing photos (host scope, /api/host): add, delete, order, cover. */
export async function hostListingPhotosRoutes(app: App, { ctx }: ModuleOptions) {
  const { storage } = ctx;

  app.post(
    '/listings/:id/photos',
    {
      // Each photo is decoded and encoded three times: 60 uploads an hour per host is plenty.
      config: { rateLimit: { max: 60, timeWindow: '1 hour', keyGenerator: (req) => req.user?.id ?? req.ip } },
      schema: {
        tags: host,
        summary: 'Add photos (multipart, one or more files in the field "photos"; at most 12 a listing)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: listingPhotosSchema },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const left = await roomForPhotos(ctx, user, req.params.id);
      const max = (await ctx.settings.get()).storage.maxFileSize;
      const prepared: PreparedPhoto[] = [];
      await readPhotos(req, max, left, async (name, data) => void prepared.push(await preparePhoto(ctx, name, data)));
      return reply.status(201).send(await addPhotos(ctx, storage, user, req.params.id, prepared));
    },
  );

  app.delete(
    '/listings/:id/photos/:photoId',
    {
      schema: {
        tags: host,
        summary: 'Delete a photo',
        params: photoParamsSchema,
        response: { 200: listingPhotosSchema },
      },
    },
    async (req) => deletePhoto(ctx, requireUser(req), req.params.id, req.params.photoId),
  );

  app.put(
    '/listings/:id/photos/order',
    {
      schema: {
        tags: host,
        summary: 'Reorder the photos: every photo id once, in the new order',
        params: idParams,
        body: photoOrderSchema,
        response: { 200: listingPhotosSchema },
      },
    },
    async (req) => orderPhotos(ctx, requireUser(req), req.params.id, req.body.photoIds),
  );

  app.put(
    '/listings/:id/photos/cover',
    {
      schema: {
        tags: host,
        summary: 'Choose the cover photo',
        params: idParams,
        body: photoCoverSchema,
        response: { 200: listingPhotosSchema },
      },
    },
    async (req) => setCoverPhoto(ctx, requireUser(req), req.params.id, req.body.photoId),
  );
}

/** GET /api/files/listings/:file (open scope). Listing photos are public; names are random, so they cannot be listed. */
export async function listingFileRoutes(app: App, { ctx }: ModuleOptions) {
  const { storage } = ctx;

  app.get(
    '/listings/:file',
    {
      config: { limitedAs: 'file' }, // not an API call (decision 0062)
      schema: {
        tags: ['files'],
        summary: 'A listing photo',
        params: listingFileParamsSchema,
        response: imageResponses('The photo (WebP)'),
      },
    },
    // A photo's file never changes: a new photo gets a new name.
    async (req, reply) =>
      sendImmutableFile(req, reply, await readPhotoFile(storage, req.params.file), { scope: 'public' }),
  );
}
