import { z } from 'zod';
import type { AppContext } from '../../context';
import type { App } from '../../http/types';
import { adminActor as actor, guard } from '../../http/guards';
import { exportPlatformData } from './data-export.service';

const job = z.object({
  name: z.string(),
  description: z.string(),
  intervalMs: z.number(),
  running: z.boolean(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastStatus: z.enum(['ok', 'failed']).nullable(),
  lastResult: z.string().nullable(),
  lastDurationMs: z.number().nullable(),
  nextRunAt: z.string().nullable(),
  runCount: z.number(),
});

/** /admin-tools (design §9): scheduled jobs (list, run now) and the data export. Admins only. */
export async function adminToolsRoutes(app: App, ctx: AppContext) {
  const tags = ['admin', 'tools'];
  app.addHook('onClose', async () => ctx.jobs.stop()); // main.ts starts them; a closing app stops them

  app.get(
    '/api/admin/tools/jobs',
    {
      onRequest: guard.admin,
      schema: {
        tags,
        summary: 'Scheduled jobs with their last and next run',
        response: { 200: z.object({ jobs: z.array(job) }) },
      },
    },
    async () => ({ jobs: await ctx.jobs.list() }),
  );

  app.post(
    '/api/admin/tools/jobs/:name/run',
    {
      onRequest: guard.admin,
      schema: {
        tags,
        summary: 'Run one job now',
        params: z.object({ name: z.string().max(100) }),
        response: { 200: z.object({ job }) },
      },
    },
    async (req) => ({ job: await ctx.jobs.runNow(req.params.name, actor(req)) }),
  );

  app.get(
    '/api/admin/tools/export',
    {
      onRequest: guard.admin,
      schema: { tags, summary: 'Download users (no secrets), settings, settings history and audit log as JSON' },
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
