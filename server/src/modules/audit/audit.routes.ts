import { auditPageSchema, auditQuerySchema } from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { App } from '../../http/types';
import { guard } from '../../http/guards';
import { listAudit } from './audit.service';

/** /api/admin/audit: the audit log, newest first, filterable by actor, action, target and date. */
export async function auditRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/admin/audit',
    {
      onRequest: guard.admin,
      schema: {
        tags: ['admin'],
        summary: 'Audit log of admin actions',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (req) => listAudit(ctx.db, req.query),
  );
}
