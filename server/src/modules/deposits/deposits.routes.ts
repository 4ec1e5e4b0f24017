import {
  depositClaimSchema,
  depositDisputeSchema,
  depositMessages as dm,
  depositSchema,
  en,
  formatBytes,
  idParamsSchema as idParams,
} from '@espasyo/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../http/guards';
import { imageResponses, sendImmutableFile } from '../../http/stored-file';
import type { App, ModuleOptions } from '../../http/types';
import { readSingleFile } from '../../http/uploads';
import { openDepositDispute } from '../disputes/disputes.service';
import {
  acceptClaim,
  addDepositPhoto,
  claimDeposit,
  disputeClaim,
  getDeposit,
  readDepositPhoto,
} from '../payments/deposits/deposits.service';

const tags = ['deposits'];
const photoParams = z.object({ id: z.string().min(1).max(100), photoId: z.string().min(1).max(100) });
/** Each photo is decoded and encoded once: 30 an hour per user is plenty for six photos a claim. */
const photoRateLimit = { max: 30, timeWindow: '1 hour', keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip };

/**
 * /api/bookings/:id/deposit (signed in; issue 33): the booking's security deposit for its two sides
 * and admins, the host's claim with photos, the client's answer. Each call asks the access policy
 * (deposit.read, .claim, .answer); anyone else is answered "not found".
 */
export async function depositsRoutes(app: App, { ctx }: ModuleOptions) {
  const { storage } = ctx;

  app.get(
    '/:id/deposit',
    {
      schema: {
        tags,
        summary: "The booking's security deposit: held, return due, claimed, disputed, returned or settled",
        params: idParams,
        response: { 200: depositSchema },
      },
    },
    async (req) => getDeposit(ctx, requireUser(req), req.params.id),
  );

  app.post(
    '/:id/deposit/photos',
    {
      config: { rateLimit: photoRateLimit },
      schema: {
        tags,
        summary: 'The host adds a photo for a claim (multipart, field "file"; at most 6, while the deposit is held)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: depositSchema },
      },
    },
    async (req, reply) => {
      const max = (await ctx.settings.get()).storage.maxFileSize;
      const { data } = await readSingleFile(req, max, {
        missing: dm.errors.photoMissing,
        tooLarge: en.uploads.tooLarge(formatBytes(max)),
      });
      return reply.status(201).send(await addDepositPhoto(ctx, storage, requireUser(req), req.params.id, data));
    },
  );

  app.get(
    '/:id/deposit/photos/:photoId',
    {
      config: { limitedAs: 'file' }, // not an API call (decision 0062)
      schema: {
        tags,
        summary: "A deposit claim's photo, for the booking's two sides and admins",
        params: photoParams,
        response: imageResponses('The photo (WebP)'),
      },
    },
    async (req, reply) => {
      const file = await readDepositPhoto(ctx, storage, requireUser(req), req.params.id, req.params.photoId);
      return sendImmutableFile(req, reply, file, { scope: 'private' });
    },
  );

  app.post(
    '/:id/deposit/claim',
    {
      schema: {
        tags,
        summary: 'The host claims part or all of the deposit before its return is due, with a reason (photos first)',
        params: idParams,
        body: depositClaimSchema,
        response: { 201: depositSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await claimDeposit(ctx, requireUser(req), req.params.id, req.body)),
  );

  app.post(
    '/:id/deposit/accept',
    {
      schema: {
        tags,
        summary: 'The client accepts the claim: the claimed part to the host, the rest back',
        params: idParams,
        response: { 200: depositSchema },
      },
    },
    async (req) => acceptClaim(ctx, requireUser(req), req.params.id),
  );

  app.post(
    '/:id/deposit/dispute',
    {
      schema: {
        tags,
        summary: 'The client disputes the claim: a dispute for staff to decide the split',
        params: idParams,
        body: depositDisputeSchema,
        response: { 201: depositSchema },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const deposit = await disputeClaim(ctx, user, req.params.id, (tx, _d, b) =>
        openDepositDispute(ctx, tx, b, user, req.body.description),
      );
      return reply.status(201).send(deposit);
    },
  );
}
