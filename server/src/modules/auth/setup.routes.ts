import { authResultSchema, createAdminBodySchema, setupStatusSchema } from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { ipLimit } from './auth.constants';
import { signInReply } from './auth.http';
import { adminExists, createFirstAdmin } from './setup.service';
import { consentDeviceOf } from '../consents/consents.http';

/** First-run set-up (/create-admin): open to anyone, but only until an administrator exists. */
export async function setupRoutes(app: App, { ctx }: ModuleOptions) {
  const tags = ['setup'];

  app.get(
    '/status',
    {
      schema: {
        tags,
        summary: 'Whether an administrator exists yet',
        response: { 200: setupStatusSchema },
      },
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { adminExists: await adminExists(ctx) };
    },
  );

  app.post(
    '/create-admin',
    {
      config: { rateLimit: ipLimit('createAdmin', ctx.env.RATE_LIMIT_SCALE) },
      schema: {
        tags,
        summary: 'Create the first administrator and sign in',
        body: createAdminBodySchema,
        response: { 201: authResultSchema },
      },
    },
    async (req, reply) => {
      const user = await createFirstAdmin(ctx, req.body, consentDeviceOf(req));
      return reply.status(201).send(await signInReply(ctx, req, reply, user));
    },
  );
}
