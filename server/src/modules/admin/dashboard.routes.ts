import { dashboardSchema } from '@espasyo/domain';
import type { App, ModuleOptions } from '../../http/types';
import { adminDashboard } from './dashboard.service';

/** GET /api/admin/dashboard: admins only (docs/product/roles.md: /dashboard admin only). */
export async function adminDashboardRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dashboard figures: users by type and status, sign-ups per day (30 days), queues, KPIs',
        response: { 200: dashboardSchema },
      },
    },
    async () => adminDashboard(ctx),
  );
}
