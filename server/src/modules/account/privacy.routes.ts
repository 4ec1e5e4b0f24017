import {
  consentBodySchema,
  deleteAccountSchema,
  en,
  messageSchema,
  myConsentsSchema,
  userDataExportSchema,
} from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { requireUser } from '../../http/guards';
import { clearSessionCookie } from '../../http/session';
import { consentDeviceOf } from '../consents/consents.http';
import { agreeToLegal, myConsents } from './my-consents.service';
import { deleteAccount, exportUserData } from './privacy.service';

/** Data Privacy Act (docs/product/accounts.md, docs/product/routes.md#host-and-client-areas): the signed-in user downloads their data or deletes their account. */
export async function privacyRoutes(app: App, { ctx }: ModuleOptions) {
  const tags = ['me'];

  app.get(
    '/consents',
    {
      schema: {
        tags: ['legal'],
        summary: 'My consents: the state of each now, the full history, and the legal texts to agree to',
        response: { 200: myConsentsSchema },
      },
    },
    async (req) => myConsents(ctx, requireUser(req).id),
  );

  app.post(
    '/consents',
    {
      schema: {
        tags: ['legal'],
        summary: 'Agree to the version in effect of the Terms of Service or the Privacy Policy',
        body: consentBodySchema,
        response: { 200: myConsentsSchema },
      },
    },
    async (req) => agreeToLegal(ctx, requireUser(req), req.body, consentDeviceOf(req)),
  );

  app.get(
    '/data-export',
    {
      schema: {
        tags,
        summary: 'Download everything the platform holds about me (JSON file)',
        response: { 200: userDataExportSchema },
      },
      // A file people open and read: indented.
      serializerCompiler: () => (data) => JSON.stringify(data, null, 2),
    },
    async (req, reply) => {
      const data = await exportUserData(ctx, requireUser(req).id);
      const date = data.exportedAt.slice(0, 10);
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="espasyo-data-${date}.json"`)
        .header('Cache-Control', 'no-store')
        .send(data);
    },
  );

  app.post(
    '/delete-account',
    {
      schema: {
        tags,
        summary: 'Delete my account: personal data erased, audit records kept de-identified',
        body: deleteAccountSchema,
        response: { 200: messageSchema },
      },
    },
    async (req, reply) => {
      await deleteAccount(ctx, requireUser(req), req.body, req.ip, consentDeviceOf(req));
      clearSessionCookie(reply, ctx.env);
      return { message: en.privacy.accountDeleted };
    },
  );
}
