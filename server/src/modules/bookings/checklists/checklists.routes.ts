import { z } from 'zod';
import {
  agreementSignSchema,
  bookingChecklistsSchema,
  checklistParamsSchema as params,
  checklistPhotoParamsSchema,
  checklistSaveSchema,
  checklistSignatureParamsSchema,
  en,
  fileSchema,
  formatBytes,
  handoverMessages as m,
  idParamsSchema,
  kindOfSlug,
} from '@espasyo/domain';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../../http/guards';
import { imageResponses, sendImmutableFile } from '../../../http/stored-file';
import type { App, ModuleOptions } from '../../../http/types';
import { readSingleFile } from '../../../http/uploads';
import { addChecklistPhoto, readChecklistPhoto, removeChecklistPhoto } from './checklist-photos.service';
import { checklistSignature, getChecklists, saveChecklist, signChecklist } from './checklists.service';

const tags = ['bookings'];
/** Each photo is decoded and encoded once: 60 an hour per user covers two checklists' areas. */
const photoRateLimit = { max: 60, timeWindow: '1 hour', keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip };
const areaQuery = z.object({ area: z.string().max(40) });

/**
 * /api/bookings/:id/checklists (signed in, issue 33): the move-in and move-out checklists. The
 * booking's two sides read, change and sign them; admins read them; anyone else is "not found"
 * (the access policy's `handover` rules, asked by the service).
 */
export async function checklistsRoutes(app: App, { ctx }: ModuleOptions) {
  const { storage } = ctx;

  app.get(
    '/:id/checklists',
    {
      schema: {
        tags,
        summary: "The booking's move-in and move-out checklists, for its two sides and admins",
        params: idParamsSchema,
        response: { 200: bookingChecklistsSchema },
      },
    },
    async (req) => getChecklists(ctx, requireUser(req), req.params.id),
  );

  app.put(
    '/:id/checklists/:kind',
    {
      schema: {
        tags,
        summary: 'A side saves a checklist (conditions, meter readings, notes); a signature given is cleared',
        params,
        body: checklistSaveSchema,
        response: { 200: bookingChecklistsSchema },
      },
    },
    async (req) => saveChecklist(ctx, requireUser(req), req.params.id, kindOfSlug(req.params.kind), req.body),
  );

  app.post(
    '/:id/checklists/:kind/photos',
    {
      config: { rateLimit: photoRateLimit },
      schema: {
        tags,
        summary: 'A side adds a photo of an area (multipart, field "file"; ?area= the area; at most 6 an area)',
        consumes: ['multipart/form-data'],
        params,
        querystring: areaQuery,
        response: { 201: bookingChecklistsSchema },
      },
    },
    async (req, reply) => {
      const max = (await ctx.settings.get()).storage.maxFileSize;
      const { data } = await readSingleFile(req, max, {
        missing: m.photoUnreadable,
        tooLarge: en.uploads.tooLarge(formatBytes(max)),
      });
      const user = requireUser(req);
      const kind = kindOfSlug(req.params.kind);
      return reply
        .status(201)
        .send(await addChecklistPhoto(ctx, storage, user, req.params.id, kind, req.query.area, data));
    },
  );

  app.get(
    '/:id/checklists/:kind/photos/:photoId',
    {
      config: { limitedAs: 'file' }, // not an API call (decision 0062)
      schema: {
        tags,
        summary: "A checklist's photo, for the booking's two sides and admins",
        params: checklistPhotoParamsSchema,
        response: imageResponses('The photo (WebP)'),
      },
    },
    async (req, reply) => {
      const p = req.params;
      const file = await readChecklistPhoto(ctx, storage, requireUser(req), p.id, kindOfSlug(p.kind), p.photoId);
      return sendImmutableFile(req, reply, file, { scope: 'private' });
    },
  );

  app.delete(
    '/:id/checklists/:kind/photos/:photoId',
    {
      schema: {
        tags,
        summary: 'A side removes a photo it added; a signature given is cleared',
        params: checklistPhotoParamsSchema,
        response: { 200: bookingChecklistsSchema },
      },
    },
    async (req) =>
      removeChecklistPhoto(ctx, requireUser(req), req.params.id, kindOfSlug(req.params.kind), req.params.photoId),
  );

  app.post(
    '/:id/checklists/:kind/sign',
    {
      bodyLimit: 300_000,
      schema: {
        tags,
        summary: 'A side signs the checklist (a PNG drawing or the typed full name); the other has 48 hours',
        params,
        body: agreementSignSchema,
        response: { 201: bookingChecklistsSchema },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await signChecklist(ctx, requireUser(req), req.params.id, kindOfSlug(req.params.kind), req.body, req.ip)),
  );

  app.get(
    '/:id/checklists/:kind/signatures/:side',
    {
      schema: {
        tags,
        summary: "A side's drawn signature of a checklist (PNG), for the booking's two sides and admins",
        params: checklistSignatureParamsSchema,
        response: { 200: fileSchema },
      },
    },
    async (req, reply) => {
      const p = req.params;
      const png = await checklistSignature(ctx, requireUser(req), p.id, kindOfSlug(p.kind), p.side);
      return reply.type('image/png').header('Cache-Control', 'private, no-store').send(png);
    },
  );
}
