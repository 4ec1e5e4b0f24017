import {
  adminPaymentDetailSchema,
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  adminRefundHeadersSchema,
  adminRefundRequestSchema,
  adminRefundResultSchema,
  idParamsSchema as idParams,
} from '@espasyo/domain';
import { access } from '../../../http/access';
import { requireUser } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import { adminPaymentDetail, listAdminPayments, refundPayment } from './admin-payments.service';

const tags = ['payments'];

/** /api/admin/payments (admins, by the scope in modules/index.ts): every payment, one payment, a refund by staff. */
export async function adminPaymentsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/payments',
    {
      onRequest: access('payment', 'listAll'),
      schema: {
        tags,
        summary:
          'Every payment, newest first: by status, method, gateway, the days created, and a booking id, payment id or client email',
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentsPageSchema },
      },
    },
    async (req) => listAdminPayments(ctx, req.query),
  );

  app.get(
    '/payments/:id',
    {
      onRequest: access('payment', 'listAll'),
      schema: {
        tags,
        summary: "A payment with its booking, refunds, the gateway's events about it and its ledger entries",
        params: idParams,
        response: { 200: adminPaymentDetailSchema },
      },
    },
    async (req) => adminPaymentDetail(ctx.db, req.params.id),
  );

  app.post(
    '/payments/:id/refunds',
    {
      onRequest: access('payment', 'refund'),
      schema: {
        tags,
        summary:
          'Refund a paid payment in full or in part, with the reason (never more than is left, checked under its lock); an Idempotency-Key answers its first refund again',
        params: idParams,
        headers: adminRefundHeadersSchema,
        body: adminRefundRequestSchema,
        response: { 200: adminRefundResultSchema, 201: adminRefundResultSchema },
      },
    },
    async (req, reply) => {
      const key = req.headers['idempotency-key'] ?? req.body.idempotencyKey ?? null;
      const { result, created } = await refundPayment(ctx, requireUser(req), req.params.id, req.body, key, req.ip);
      return reply.status(created ? 201 : 200).send(result);
    },
  );
}
