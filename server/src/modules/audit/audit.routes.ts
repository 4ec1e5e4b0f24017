import { auditPageSchema, auditQuerySchema } from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { listAudit } from './audit.service';

/** /api/admin/audit: the audit log, newest first, filterable by actor, action, target and date. */
export async function auditRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/audit',
    {
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
