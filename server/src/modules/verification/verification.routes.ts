import {
  adminVerificationPageSchema,
  adminVerificationQuerySchema,
  adminVerificationSchema,
  backgroundCheckSchema,
  idParamsSchema as idParams,
  myVerificationSchema,
  verificationFileParamsSchema,
  verificationRejectSchema,
  verificationRequirementsSchema,
} from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { requireAdmin, requireUser } from '../../http/guards';
import { fileResponse } from '../../http/schemas';
import {
  approveVerification,
  rejectVerification,
  setBackgroundCheck,
  verificationForAdmin,
  verificationQueue,
} from './verification.review';
import { myRequirements, myVerification, readVerificationFile, submitVerification } from './verification.service';
import { readSubmission } from './verification.upload';

const extOf: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const me = ['me'];
const admin = ['admin'];

/** ID verification (docs/product/accounts.md), the user's side (signed-in scope, /api/me): status, submission, requirements. */
export async function myVerificationRoutes(app: App, { ctx }: ModuleOptions) {
  const { storage } = ctx;

  app.get(
    '/verification',
    {
      schema: { tags: me, summary: 'My ID verification status', response: { 200: myVerificationSchema } },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return myVerification(ctx, requireUser(req));
    },
  );

  app.post(
    '/verification',
    {
      // Each submission decodes and re-encodes images: 20 an hour per account is plenty for retakes.
      config: { rateLimit: { max: 20, timeWindow: '1 hour', keyGenerator: (req) => req.user?.id ?? req.ip } },
      schema: {
        tags: me,
        summary: 'Submit a government ID and a selfie (multipart: idType, idFront, optional idBack, selfie)',
        consumes: ['multipart/form-data'],
        response: { 201: myVerificationSchema },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const sub = await readSubmission(req, (await ctx.settings.get()).storage.maxFileSize);
      return reply.status(201).send(await submitVerification(ctx, storage, user, sub, req.ip));
    },
  );

  app.get(
    '/verification-requirements',
    {
      schema: {
        tags: me,
        summary: 'Which of email, phone and ID verification the platform requires and which are done',
        response: { 200: verificationRequirementsSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return myRequirements(ctx, requireUser(req));
    },
  );
}

/** The private files of a request (signed-in scope, /api/verification): its owner and admins only. */
export async function verificationFileRoutes(app: App, { ctx }: ModuleOptions) {
  const { storage } = ctx;

  app.get(
    '/:id/files/:kind',
    {
      config: { limitedAs: 'file' }, // not an API call (decision 0062)
      schema: {
        tags: me,
        summary: 'A file of a verification request (its owner and admins only)',
        params: verificationFileParamsSchema,
        response: { 200: fileResponse('The file as uploaded (images re-encoded)', Object.keys(extOf)) },
      },
    },
    async (req, reply) => {
      const file = await readVerificationFile(ctx, storage, requireUser(req), req.params.id, req.params.kind, req.ip);
      return reply
        .type(file.mime)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="${file.kind}.${extOf[file.mime] ?? 'bin'}"`)
        .send(file.data);
    },
  );
}

/** The review queue (admin scope, /api/admin). */
export async function verificationAdminRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/verification',
    {
      schema: {
        tags: admin,
        summary: 'ID verification queue (default: pending, oldest first)',
        querystring: adminVerificationQuerySchema,
        response: { 200: adminVerificationPageSchema },
      },
    },
    async (req) => verificationQueue(ctx, req.query),
  );

  app.get(
    '/verification/:id',
    {
      schema: {
        tags: admin,
        summary: 'One verification request',
        params: idParams,
        response: { 200: adminVerificationSchema },
      },
    },
    async (req) => verificationForAdmin(ctx, req.params.id),
  );

  app.post(
    '/verification/:id/approve',
    {
      schema: {
        tags: admin,
        summary: 'Approve: the user becomes ID-verified',
        params: idParams,
        response: { 200: adminVerificationSchema },
      },
    },
    async (req) => approveVerification(ctx, requireAdmin(req), req.params.id, req.ip),
  );

  app.post(
    '/verification/:id/background-check',
    {
      schema: {
        tags: admin,
        summary: "Record the host's background check as passed, with its reference",
        params: idParams,
        body: backgroundCheckSchema,
        response: { 200: adminVerificationSchema },
      },
    },
    async (req) => setBackgroundCheck(ctx, requireAdmin(req), req.params.id, req.body, req.ip),
  );

  app.delete(
    '/verification/:id/background-check',
    {
      schema: {
        tags: admin,
        summary: "Withdraw the host's background check",
        params: idParams,
        response: { 200: adminVerificationSchema },
      },
    },
    async (req) => setBackgroundCheck(ctx, requireAdmin(req), req.params.id, null, req.ip),
  );

  app.post(
    '/verification/:id/reject',
    {
      schema: {
        tags: admin,
        summary: 'Reject with a reason the user reads',
        params: idParams,
        body: verificationRejectSchema,
        response: { 200: adminVerificationSchema },
      },
    },
    async (req) => rejectVerification(ctx, requireAdmin(req), req.params.id, req.body, req.ip),
  );
}
