import { agreementSignSchema, bookingAgreementSchema, fileSchema, idParamsSchema as idParams } from '@espasyo/domain';
import { requireUser } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import { agreementSignature, getAgreement, signAgreement } from './agreement.service';

const tags = ['bookings'];

/** /api/bookings/:id/agreement (signed in): the rental agreement, signed by the client at checkout. */
export async function agreementRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/:id/agreement',
    {
      schema: {
        tags,
        summary: "The booking's rental agreement (as signed, once it is), for its client, host and admins",
        params: idParams,
        response: { 200: bookingAgreementSchema },
      },
    },
    async (req) => getAgreement(ctx, requireUser(req), req.params.id),
  );

  app.post(
    '/:id/agreement',
    {
      bodyLimit: 300_000,
      schema: {
        tags,
        summary:
          'The client signs the agreement (a PNG drawing or the typed full name) while the booking awaits payment',
        params: idParams,
        body: agreementSignSchema,
        response: { 201: bookingAgreementSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await signAgreement(ctx, requireUser(req), req.params.id, req.body, req.ip)),
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
