import type { FastifyInstance } from 'fastify';
import { AppError, ErrorCode, isAdmin } from '@espasyo/domain';
import type { AppContext } from '../context';

/**
 * Maintenance mode (decision 0009): while `general.maintenanceMode` is on, every API call
 * from anyone but an admin answers 503 with `general.maintenanceMessage`. These stay open so
 * an admin can still sign in (both steps) and every page can show the message; static files
 * and the SPA are never blocked. Registered after the session hook so req.user is known.
 */
const MAINTENANCE_OPEN_PATHS = new Set([
  '/api/health',
  '/api/settings/public',
  '/api/auth/signin',
  '/api/auth/2fa/verify',
  '/api/auth/me',
  '/api/auth/signout',
]);

export function registerMaintenance(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', async (req) => {
    const path = req.url.split('?')[0];
    if (!path.startsWith('/api/') || MAINTENANCE_OPEN_PATHS.has(path)) return;
    const { general } = await ctx.settings.get();
    if (!general.maintenanceMode || (req.user && isAdmin(req.user))) return;
    throw new AppError(ErrorCode.maintenance, general.maintenanceMessage);
  });
}
