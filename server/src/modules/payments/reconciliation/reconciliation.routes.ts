import {
  idParamsSchema as idParams,
  reconciliationQuerySchema,
  reconciliationReportDetailSchema,
  reconciliationReportsPageSchema,
  reconciliationRunResultSchema,
  reconciliationRunSchema,
} from '@espasyo/domain';
import { access } from '../../../http/access';
import { adminActor } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import { listReports, reconcileDay, reportDetail } from './reconciliation.service';

const tags = ['payments'];

/** /api/admin/payments/reconciliation (admins, by the scope in modules/index.ts): the daily reports and a run for a day. */
export async function reconciliationRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/payments/reconciliation',
    {
      onRequest: access('payment', 'listAll'),
      schema: {
        tags,
        summary: 'The daily reconciliation reports of the ledger with each gateway, the newest day first',
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationReportsPageSchema },
      },
    },
    async (req) => listReports(ctx, req.query),
  );

  app.get(
    '/payments/reconciliation/:id',
    {
      onRequest: access('payment', 'listAll'),
      schema: {
        tags,
        summary: 'A reconciliation report with each discrepancy',
        params: idParams,
        response: { 200: reconciliationReportDetailSchema },
      },
    },
    async (req) => reportDetail(ctx, req.params.id),
  );

  app.post(
    '/payments/reconciliation',
    {
      onRequest: access('payment', 'reconcile'),
      schema: {
        tags,
        summary:
          'Reconcile a day that has ended (the platform’s time zone) with every gateway used, replacing its reports; audited',
        body: reconciliationRunSchema,
        response: { 200: reconciliationRunResultSchema },
      },
    },
    async (req) => ({ reports: await reconcileDay(ctx, req.body.day, adminActor(req)) }),
  );
}
