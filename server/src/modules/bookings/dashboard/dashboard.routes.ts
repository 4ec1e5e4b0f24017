import { adminBookingsSummarySchema, hostBookingsSummarySchema } from '@espasyo/domain';
import { access } from '../../../http/access';
import { requireUser } from '../../../http/guards';
import type { App, ModuleOptions } from '../../../http/types';
import { adminBookingsSummary, hostBookingsSummary } from './dashboard.service';

const tags = ['bookings'];

/** /api/host/bookings/summary (hosts): the host dashboard's figures, of the signed-in host's own bookings. */
export async function hostBookingsSummaryRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/bookings/summary',
    {
      onRequest: access('booking', 'listAsHost'),
      schema: {
        tags,
        summary:
          "The host's dashboard: requests waiting, this month's paid bookings and earnings, move-ins in the next 7 days, occupancy over the next 30",
        response: { 200: hostBookingsSummarySchema },
      },
    },
    async (req) => hostBookingsSummary(ctx, requireUser(req)),
  );
}

/** /api/admin/bookings/summary (admins): the admin dashboard's booking and money figures. */
export async function adminBookingsSummaryRoutes(app: App, { ctx }: ModuleOptions) {
  app.get(
    '/bookings/summary',
    {
      onRequest: access('booking', 'listAll'),
      schema: {
        tags,
        summary:
          "Every booking by status, and this month's payment volume, refunds and platform revenue (from the payments and the ledger)",
        response: { 200: adminBookingsSummarySchema },
      },
    },
    async () => adminBookingsSummary(ctx),
  );
}
