import { dashboardSchema } from '@espasyo/domain';
import type { AppContext } from '../../context';
import type { App } from '../../http/types';
import { guard } from '../../http/guards';
import { adminDashboard } from './dashboard.service';

/** GET /api/admin/dashboard: admins only (requirements §6: /dashboard admin only). */
export async function adminDashboardRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/admin/dashboard',
    {
      onRequest: guard.admin,
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures: users by type and status, sign-ups per day (30 days), queues, KPIs',
        response: { 200: dashboardSchema },
      },
    },
    async () => adminDashboard(ctx),
  );
}
