import type { FastifyRequest } from 'fastify';
import { AppError, TwoFactorErrorCode, en } from '@espasyo/domain';
import type { App } from '../../http/types';
import type { AppContext } from '../../context';
import { twoFactorRequiredFor } from './two-factor.service';

/** What a staff member without 2FA may still reach: setting it up, signing in/out, public basics. */
const OPEN = ['/api/me/2fa', '/api/auth', '/api/settings/public', '/api/health'];

const isOpen = (url: string) => {
  const path = url.split('?')[0];
  return OPEN.some((p) => path === p || path.startsWith(`${p}/`));
};

/**
 * security.twoFactorAuthRequired: admins and moderators without 2FA are signed in but may
 * only set it up. Every other API call answers 403 'two_factor_setup_required', which the
 * web turns into a visit to the setup screen. Read live, so switching it applies at once.
 */
export function registerTwoFactorEnforcement(app: App, ctx: AppContext) {
  app.addHook('onRequest', async (req: FastifyRequest) => {
    const user = req.user;
    if (!user || user.totpEnabledAt || !req.url.startsWith('/api/') || isOpen(req.url)) return;
    if (await twoFactorRequiredFor(ctx, user)) {
      throw new AppError(TwoFactorErrorCode.setupRequired, en.twoFactor.setupRequired);
    }
  });
}
