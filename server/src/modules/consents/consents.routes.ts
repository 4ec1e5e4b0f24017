import {
  adminLegalSchema,
  legalKindParamsSchema,
  legalTextQuerySchema,
  legalTextSchema,
  legalVersionFormSchema,
  legalVersionsSchema,
} from '@espasyo/domain';
import { access } from '../../http/access';
import { requireUser } from '../../http/guards';
import type { App, ModuleOptions } from '../../http/types';
import { adminLegal, legalText, legalVersionsOf, publishLegalVersion } from './consents.service';

const tags = ['legal'];

/** /api/legal/{kind}: the Terms of Service and the Privacy Policy, for everyone (the /terms and /privacy pages). */
export async function legalRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/:kind',
    {
      onRequest: access('legal', 'read'),
      schema: {
        tags,
        summary: 'The version in effect of a legal text (or ?version=), in English or Filipino (?lang=)',
        params: legalKindParamsSchema,
        querystring: legalTextQuerySchema,
        response: { 200: legalTextSchema },
      },
    },
    async (req) => legalText(ctx, req.params.kind, req.query),
  );

  app.get(
    '/:kind/versions',
    {
      onRequest: access('legal', 'read'),
      schema: {
        tags,
        summary: 'The versions of a legal text in effect now or before, with their dates',
        params: legalKindParamsSchema,
        response: { 200: legalVersionsSchema },
      },
    },
    async (req) => legalVersionsOf(ctx, req.params.kind),
  );
}

/** /api/admin/legal (admins; moderators are refused by the access policy): every version and publishing one. */
export async function adminLegalRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/legal',
    {
      onRequest: access('legal', 'listAll'),
      schema: {
        tags,
        summary: 'Every version of the legal texts, with how many people agree to each now',
        response: { 200: adminLegalSchema },
      },
    },
    async () => adminLegal(ctx),
  );

  app.post(
    '/legal/:kind/versions',
    {
      onRequest: access('legal', 'publish'),
      schema: {
        tags,
        summary: 'Publish a new version of a legal text, effective today or later (audited)',
        params: legalKindParamsSchema,
        body: legalVersionFormSchema,
        response: { 201: adminLegalSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await publishLegalVersion(ctx, requireUser(req).id, req.params.kind, req.body, req.ip)),
  );
}
