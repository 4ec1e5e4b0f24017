import { adminAnalyticsSchema, analyticsQuerySchema, hostAnalyticsSchema } from '@espasyo/domain';
import { requireUser } from '../../http/guards';
import type { App, ModuleOptions } from '../../http/types';
import { adminAnalytics, hostAnalytics } from './analytics.service';

const tags = ['analytics'];

/** /api/host/analytics (hosts): the signed-in host's own figures over a period of months. */
export async function hostAnalyticsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/analytics',
    {
      schema: {
        tags,
        summary:
          "The host's analytics over whole months: earnings (paid out, available, pending), occupancy per listing, views → requests → confirmed, rating, response rate and time",
        querystring: analyticsQuerySchema,
        response: { 200: hostAnalyticsSchema },
      },
    },
    async (req) => hostAnalytics(ctx, requireUser(req), req.query),
  );
}

/** /api/admin/analytics (admins): the platform's figures over a period of months. */
export async function adminAnalyticsRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/analytics',
    {
      schema: {
        tags,
        summary:
          'The platform over whole months: payment volume and revenue, bookings by type and status, sign-ups, occupancy, top places, payouts, disputes',
        querystring: analyticsQuerySchema,
        response: { 200: adminAnalyticsSchema },
      },
    },
    async (req) => adminAnalytics(ctx, req.query),
  );
}
