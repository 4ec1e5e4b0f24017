import { agreementSignSchema, bookingAgreementSchema, fileSchema, idParamsSchema as idParams } from '@espasyo/domain';
import { requireUser } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import { answerLanguage } from '../../../lib/reader-language';
import { agreementSignature, getAgreement, signAgreement } from './agreement.service';

const tags = ['bookings'];

/** /api/bookings/:id/agreement (signed in): the rental agreement, signed by the client at checkout. */
export async function agreementRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/:id/agreement',
    {
      schema: {
        tags,
        summary:
          "The booking's rental agreement, for its client, host and admins: in the reader's language (Accept-Language, else their account's) until it is signed, then as signed, in the language it was signed in",
        params: idParams,
        response: { 200: bookingAgreementSchema },
      },
    },
    async (req) => {
      const user = requireUser(req);
      return getAgreement(ctx, user, req.params.id, answerLanguage(req, user));
    },
  );

  app.post(
    '/:id/agreement',
    {
      bodyLimit: 300_000,
      schema: {
        tags,
        summary:
          'The client signs the agreement (a PNG drawing or the typed full name) while the booking awaits payment; it is kept in the language the client read it in (Accept-Language, else their account’s)',
        params: idParams,
        body: agreementSignSchema,
        response: { 201: bookingAgreementSchema },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const signed = await signAgreement(ctx, user, req.params.id, req.body, req.ip, answerLanguage(req, user));
      return reply.status(201).send(signed);
    },
  );

  app.get(
    '/:id/agreement/signature',
    {
      schema: {
        tags,
        summary: 'The drawn signature (PNG), for the booking’s client, host and admins',
        params: idParams,
        response: { 200: fileSchema },
      },
    },
    async (req, reply) => {
      const png = await agreementSignature(ctx, requireUser(req), req.params.id);
      return reply.type('image/png').header('Cache-Control', 'private, no-store').send(png);
    },
  );
}
