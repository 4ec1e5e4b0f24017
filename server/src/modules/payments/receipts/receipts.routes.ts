import { idParamsSchema as idParams } from '@espasyo/domain';
import { myPaymentsPageSchema, myPaymentsQuerySchema, receiptSchema } from '@espasyo/domain/contracts/receipts';
import { requireUser } from '../../../http/guards';
import { documentLanguage } from '../../../lib/reader-language';
import { fileResponse } from '../../../http/schemas';
import type { App, ModuleOptions } from '../../../http/types';
import { myPayments, receiptOf, receiptPdfOf } from './receipts.service';

const tags = ['payments'];

/** /api/me/payments (signed-in scope; the service lets clients only): a client's payments, refunds and their receipts. */
export async function myPaymentsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary:
          'My payments (paid, refunded, failed, expired) and refunds, newest first, with their bookings: clients only',
        querystring: myPaymentsQuerySchema,
        response: { 200: myPaymentsPageSchema },
      },
    },
    async (req) => myPayments(ctx, requireUser(req), req.query),
  );

  app.get(
    '/payments/:id/receipt',
    {
      schema: {
        tags,
        summary:
          "The acknowledgement receipt of my paid payment or of a refund that went through (the payment's or refund's id)",
        params: idParams,
        response: { 200: receiptSchema },
      },
    },
    async (req) => receiptOf(ctx, requireUser(req), req.params.id),
  );

  app.get(
    '/payments/:id/receipt.pdf',
    {
      schema: {
        tags,
        summary:
          "The same acknowledgement receipt as a PDF download, in the reader's language (their account's, else the language cookie's, else Accept-Language)",
        params: idParams,
        response: { 200: fileResponse('The receipt (PDF)', ['application/pdf']) },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      const { pdf, filename } = await receiptPdfOf(ctx, user, req.params.id, documentLanguage(req, user));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
}
