import {
  adminDisputeDetailSchema,
  adminDisputesPageSchema,
  adminDisputesQuerySchema,
  bookingDisputesParamsSchema,
  bookingDisputesSchema,
  disputeMessageInputSchema,
  disputeMessages as dm,
  disputeParamsSchema as params,
  disputePhotoParamsSchema,
  disputeSchema,
  en,
  myDisputesPageSchema,
  myDisputesQuerySchema,
  formatBytes,
  openDisputeSchema,
  resolveDisputeSchema,
} from '@espasyo/domain';
import type { FastifyRequest } from 'fastify';
import { access } from '../../http/access';
import { requireUser } from '../../http/guards';
import { imageResponses, sendImmutableFile } from '../../http/stored-file';
import type { App, ModuleOptions } from '../../http/types';
import { readSingleFile } from '../../http/uploads';
import { addDisputePhoto, readDisputePhoto } from './dispute-photos.service';
import {
  adminDisputeDetail,
  adminDisputes,
  bookingDisputes,
  getDispute,
  myDisputes,
  openDispute,
  postDisputeMessage,
  resolveDispute,
} from './disputes.service';

const tags = ['disputes'];
/** Each photo is decoded and encoded once: 30 an hour per user is plenty for six photos a dispute. */
const photoRateLimit = { max: 30, timeWindow: '1 hour', keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip };

/** /api/disputes (signed-in scope): a booking's two sides; each call asks the access policy (admins read and write too). */
export async function disputesRoutes(app: App, { ctx }: ModuleOptions) {
  const { storage } = ctx;

  app.post(
    '',
    {
      schema: {
        tags,
        summary: 'Open a dispute on a booking I am a side of (confirmed, active, or ended within 14 days)',
        body: openDisputeSchema,
        response: { 201: disputeSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await openDispute(ctx, requireUser(req), req.body)),
  );

  app.get(
    '',
    {
      onRequest: access('dispute', 'mine'),
      schema: {
        tags,
        summary: 'The disputes on my bookings (as their client or host), open ones first',
        querystring: myDisputesQuerySchema,
        response: { 200: myDisputesPageSchema },
      },
    },
    async (req) => myDisputes(ctx, requireUser(req), req.query),
  );

  app.get(
    '/booking/:bookingId',
    {
      schema: {
        tags,
        summary: "A booking's disputes, and whether I may open one now",
        params: bookingDisputesParamsSchema,
        response: { 200: bookingDisputesSchema },
      },
    },
    async (req) => bookingDisputes(ctx, requireUser(req), req.params.bookingId),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'A dispute I am a side of', params, response: { 200: disputeSchema } } },
    async (req) => getDispute(ctx, requireUser(req), req.params.id),
  );

  app.post(
    '/:id/messages',
    {
      schema: {
        tags,
        summary: "Write in the dispute's thread (while it is open)",
        params,
        body: disputeMessageInputSchema,
        response: { 201: disputeSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await postDisputeMessage(ctx, requireUser(req), req.params.id, req.body, req.ip)),
  );

  app.post(
    '/:id/photos',
    {
      config: { rateLimit: photoRateLimit },
      schema: {
        tags,
        summary: 'Add a photo (multipart, field "file"; at most 6 a dispute, while it is open)',
        consumes: ['multipart/form-data'],
        params,
        response: { 201: disputeSchema },
      },
    },
    async (req, reply) => {
      const max = (await ctx.settings.get()).storage.maxFileSize;
      const { data } = await readSingleFile(req, max, {
        missing: dm.photoMissing,
        tooLarge: en.uploads.tooLarge(formatBytes(max)),
      });
      return reply.status(201).send(await addDisputePhoto(ctx, storage, requireUser(req), req.params.id, data));
    },
  );

  app.get(
    '/:id/photos/:photoId',
    {
      config: { limitedAs: 'file' }, // not an API call (decision 0062)
      schema: {
        tags,
        summary: "A dispute's photo, for its two sides and admins",
        params: disputePhotoParamsSchema,
        response: imageResponses('The photo (WebP)'),
      },
    },
    async (req, reply) => {
      const file = await readDisputePhoto(ctx, storage, requireUser(req), req.params.id, req.params.photoId);
      return sendImmutableFile(req, reply, file, { scope: 'private' });
    },
  );
}

/** /api/admin/disputes (admin scope): the queue, a dispute with everything at hand, staff's replies, the decision. */
export async function adminDisputesRoutes(app: App, { ctx }: ModuleOptions) {
  const admin = ['admin disputes'];

  app.get(
    '/disputes',
    {
      onRequest: access('dispute', 'staff'),
      schema: {
        tags: admin,
        summary: 'Disputes: open ones oldest first, or resolved ones newest first',
        querystring: adminDisputesQuerySchema,
        response: { 200: adminDisputesPageSchema },
      },
    },
    async (req) => adminDisputes(ctx, req.query),
  );

  app.get(
    '/disputes/:id',
    {
      onRequest: access('dispute', 'staff'),
      schema: {
        tags: admin,
        summary: "A dispute with the booking's timeline, payments, agreement and the sides' messages",
        params,
        response: { 200: adminDisputeDetailSchema },
      },
    },
    async (req) => adminDisputeDetail(ctx, requireUser(req), req.params.id),
  );

  app.post(
    '/disputes/:id/messages',
    {
      onRequest: access('dispute', 'staff'),
      schema: {
        tags: admin,
        summary: "Answer in the dispute's thread (with my name; audited)",
        params,
        body: disputeMessageInputSchema,
        response: { 201: disputeSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await postDisputeMessage(ctx, requireUser(req), req.params.id, req.body, req.ip)),
  );

  app.post(
    '/disputes/:id/resolve',
    {
      onRequest: access('dispute', 'resolve'),
      schema: {
        tags: admin,
        summary: 'Resolve with a written decision and a refund (none, part, full); audited',
        params,
        body: resolveDisputeSchema,
        response: { 200: disputeSchema },
      },
    },
    async (req) => resolveDispute(ctx, requireUser(req), req.params.id, req.body, req.ip),
  );
}
