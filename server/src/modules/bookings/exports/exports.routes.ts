import { adminExportKinds, adminExportQuerySchema, type AdminExportKind } from '@espasyo/domain';
import { adminActor } from '../../../http/guards';
import { fileResponse } from '../../../http/schemas';
import type { App, ModuleOptions } from '../../../http/types';
import { adminExport } from './exports.service';

/**
 * /api/admin/exports (the admin scope lets admins only in): bookings and payments of a range of
 * days as CSV files for /admin-tools, streamed a page at a time, each download audited.
 */
export async function adminExportsRoutes(app: App, { ctx }: ModuleOptions) {
  const summaries: Record<AdminExportKind, string> = {
    bookings: 'Bookings made on a range of days, as CSV (audited)',
    payments: 'Payments started on a range of days, with their refunds, as CSV (audited)',
  };
  for (const kind of adminExportKinds) {
    app.get(
      `/exports/${kind}.csv`,
      {
        schema: {
          tags: ['admin', 'tools'],
          summary: summaries[kind],
          querystring: adminExportQuerySchema,
          response: { 200: fileResponse(`The ${kind} (CSV)`, ['text/csv']) },
        },
      },
      async (req, reply) => {
        const { fileName, csv } = await adminExport(ctx, adminActor(req), kind, req.query);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .send(csv);
      },
    );
  }
}
