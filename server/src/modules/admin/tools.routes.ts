import { jobParamsSchema, jobResultSchema, jobsResultSchema, platformExportSchema } from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { adminActor as actor } from '../../http/guards';
import { exportPlatformData } from './data-export.service';

/** /admin-tools (docs/product/admin.md): scheduled jobs (list, run now) and the data export. Admins only. */
export async function adminToolsRoutes(app: App, { ctx }: ModuleOptions) {
  const tags = ['admin', 'tools'];
  app.addHook('onClose', async () => ctx.jobs.stop()); // main.ts starts them; a closing app stops them

  app.get(
    '/tools/jobs',
    {
      schema: {
        tags,
        summary: 'Scheduled jobs with their last and next run',
        response: { 200: jobsResultSchema },
      },
    },
    async () => ({ jobs: await ctx.jobs.list() }),
  );

  app.post(
    '/tools/jobs/:name/run',
    {
      schema: {
        tags,
        summary: 'Run one job now',
        params: jobParamsSchema,
        response: { 200: jobResultSchema },
      },
    },
    async (req) => ({ job: await ctx.jobs.runNow(req.params.name, actor(req)) }),
  );

  app.get(
    '/tools/export',
    {
      schema: {
        tags,
        summary: 'Download users (no secrets), settings, settings history and audit log as JSON',
        response: { 200: platformExportSchema },
      },
    },
    async (req, reply) => {
      const data = await exportPlatformData(ctx, actor(req));
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="espasyo-export-${day}.json"`)
        .type('application/json')
        .send(data);
    },
  );
}
