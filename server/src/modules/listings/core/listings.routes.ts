import {
  adminListingSchema,
  adminListingsPageSchema,
  adminListingsQuerySchema,
  apiErrorSchema,
  availabilityQuerySchema,
  availabilitySchema,
  blockParamsSchema,
  blockSchema,
  ErrorCode,
  en,
  hostListingSchema,
  hostListingsPageSchema,
  hostListingsQuerySchema,
  idParamsSchema as idParams,
  listingBlockSchema,
  listingCreateSchema,
  listingDraftSchema,
  listingFileParamsSchema,
  listingPauseSchema,
  listingPhotosSchema,
  listingRejectSchema,
  noContentSchema,
  photoCoverSchema,
  photoOrderSchema,
  photoParamsSchema,
} from '@espasyo/domain';
import { requireStaff, requireUser } from '../../../http/guards';
import { fileResponse } from '../../../http/schemas';
import type { App, ModuleOptions } from '../../../http/types';
import { createStorage } from '../../../lib/storage';
import { addBlock, availability, removeBlock } from '../availability/listing-blocks.service';
import {
  addPhotos,
  deletePhoto,
  orderPhotos,
  preparePhoto,
  readPhotoFile,
  roomForPhotos,
  setCoverPhoto,
  type PreparedPhoto,
} from '../photos/listing-photos.service';
import { readPhotos } from '../photos/listing-photos.upload';
import {
  approveListing,
  pauseListing,
  rejectListing,
  staffListing,
  staffListings,
} from '../review/listing-review.service';
import {
  createListing,
  duplicateListing,
  hostAction,
  hostListing,
  hostListings,
  submitListing,
  updateListing,
} from './listings.service';

const host = ['host listings'];
const staff = ['admin'];
const one = { 200: hostListingSchema };

/** The host's listings (host scope, /api/host): drafts, details, status, photos and availability. */
export async function hostListingsRoutes(app: App, { ctx }: ModuleOptions) {
  const storage = createStorage(ctx.env);

  app.post(
    '/listings',
    {
      schema: {
        tags: host,
        summary: 'Start a listing (a draft) from its type and any other fields',
        body: listingCreateSchema,
        response: { 201: hostListingSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createListing(ctx, requireUser(req), req.body)),
  );

  app.get(
    '/listings',
    {
      schema: {
        tags: host,
        summary: 'My listings, newest first (archived ones only with status=archived or all)',
        querystring: hostListingsQuerySchema,
        response: { 200: hostListingsPageSchema },
      },
    },
    async (req) => hostListings(ctx, requireUser(req), req.query),
  );

  app.get(
    '/listings/:id',
    { schema: { tags: host, summary: 'One of my listings', params: idParams, response: one } },
    async (req) => hostListing(ctx, requireUser(req), req.params.id),
  );

  app.patch(
    '/listings/:id',
    {
      schema: {
        tags: host,
        summary: 'Save any fields (null clears one); a listing under review or live must stay complete',
        params: idParams,
        body: listingDraftSchema,
        response: one,
      },
    },
    async (req) => updateListing(ctx, requireUser(req), req.params.id, req.body),
  );

  app.post(
    '/listings/:id/submit',
    {
      schema: {
        tags: host,
        summary: 'Send a draft or rejected listing to review (complete, one photo, verified host)',
        params: idParams,
        response: one,
      },
    },
    async (req) => submitListing(ctx, requireUser(req), req.params.id),
  );

  for (const action of ['pause', 'resume', 'archive'] as const) {
    app.post(
      `/listings/:id/${action}`,
      {
        schema: {
          tags: host,
          summary: `${action[0].toUpperCase()}${action.slice(1)} a listing`,
          params: idParams,
          response: one,
        },
      },
      async (req) => hostAction(ctx, requireUser(req), req.params.id, action),
    );
  }

  app.post(
    '/listings/:id/duplicate',
    {
      schema: {
        tags: host,
        summary: 'A new draft with the same details and photos',
        params: idParams,
        response: { 201: hostListingSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await duplicateListing(ctx, storage, requireUser(req), req.params.id)),
  );

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

  app.get(
    '/listings/:id/availability',
    {
      schema: {
        tags: host,
        summary: 'A month of availability: units blocked and free per day, and the blocks',
        params: idParams,
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema },
      },
    },
    async (req) => availability(ctx, requireUser(req), req.params.id, req.query.month),
  );

  app.post(
    '/listings/:id/blocks',
    {
      schema: {
        tags: host,
        summary: 'Block units for a range of dates (both included)',
        params: idParams,
        body: blockSchema,
        response: { 201: listingBlockSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await addBlock(ctx, requireUser(req), req.params.id, req.body)),
  );

  app.delete(
    '/listings/:id/blocks/:blockId',
    {
      schema: { tags: host, summary: 'Remove a block', params: blockParamsSchema, response: { 204: noContentSchema } },
    },
    async (req, reply) => {
      await removeBlock(ctx, requireUser(req), req.params.id, req.params.blockId);
      return reply.status(204).send(null);
    },
  );
}

/** Listing review (staff scope, /api/admin): admins and moderators. Each decision is audited and emailed. */
export async function listingsAdminRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/listings',
    {
      schema: {
        tags: staff,
        summary: 'Listings: the review queue (pending, oldest first) by default; status=all and q to search',
        querystring: adminListingsQuerySchema,
        response: { 200: adminListingsPageSchema },
      },
    },
    async (req) => staffListings(ctx, requireStaff(req), req.query),
  );

  app.get(
    '/listings/:id',
    {
      schema: {
        tags: staff,
        summary: 'One listing for review',
        params: idParams,
        response: { 200: adminListingSchema },
      },
    },
    async (req) => staffListing(ctx, requireStaff(req), req.params.id),
  );

  app.post(
    '/listings/:id/approve',
    {
      schema: {
        tags: staff,
        summary: 'Approve: the listing goes live',
        params: idParams,
        response: { 200: adminListingSchema },
      },
    },
    async (req) => approveListing(ctx, requireStaff(req), req.params.id, req.ip),
  );

  app.post(
    '/listings/:id/reject',
    {
      schema: {
        tags: staff,
        summary: 'Reject with a reason the host reads',
        params: idParams,
        body: listingRejectSchema,
        response: { 200: adminListingSchema },
      },
    },
    async (req) => rejectListing(ctx, requireStaff(req), req.params.id, req.body, req.ip),
  );

  app.post(
    '/listings/:id/pause',
    {
      schema: {
        tags: staff,
        summary: 'Pause a live listing (optional reason); when its host resumes it, it goes back to review',
        params: idParams,
        body: listingPauseSchema.nullish(),
        response: { 200: adminListingSchema },
      },
    },
    async (req) => pauseListing(ctx, requireStaff(req), req.params.id, req.body ?? {}, req.ip),
  );
}

/** GET /api/files/listings/:file (open scope). Listing photos are public; names are random, so they cannot be listed. */
export async function listingFileRoutes(app: App, { ctx }: ModuleOptions) {
  const storage = createStorage(ctx.env);

  app.get(
    '/listings/:file',
    {
      schema: {
        tags: ['files'],
        summary: 'A listing photo',
        params: listingFileParamsSchema,
        response: { 200: fileResponse('The photo (WebP)', ['image/webp']), 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const data = await readPhotoFile(storage, req.params.file);
      if (!data) return reply.status(404).send({ error: { code: ErrorCode.notFound, message: en.generic.notFound } });
      // A photo's file never changes: a new photo gets a new name.
      return reply.type('image/webp').header('Cache-Control', 'public, max-age=31536000, immutable').send(data);
    },
  );
}
