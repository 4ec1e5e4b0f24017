import { z } from 'zod';
import { auditQuerySchema } from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { App } from '../../http/types';
import { guard } from '../../http/guards';
import { listAudit } from './audit.service';

const entry = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), name: z.string().nullable(), email: z.string().nullable() }).nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

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
        response: {
          200: z.object({ entries: z.array(entry), total: z.number(), page: z.number(), pageSize: z.number() }),
        },
      },
    },
    async (req) => listAudit(ctx.db, req.query),
  );
}
