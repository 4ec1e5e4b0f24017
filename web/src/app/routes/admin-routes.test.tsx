import { beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { TwoFactorStatus } from '@espasyo/domain/contracts/two-factor';
import { defaultNotificationPreferences } from '@espasyo/domain/schemas/account';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { preloadPage } from '../pages';
import { adminRoutes } from './admin-routes';

const twoFactorOff: TwoFactorStatus = {
  enabled: false,
  pending: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  required: false,
};

beforeEach(() =>
  server.use(
    http.get('/api/me/2fa', () => HttpResponse.json(twoFactorOff)),
    http.get('/api/me/notifications', () => HttpResponse.json({ items: [], unread: 0 })),
    http.get('/api/me/notifications/unread-count', () => HttpResponse.json({ unread: 0 })),
    http.get('/api/me/notification-preferences', () =>
      HttpResponse.json({ preferences: defaultNotificationPreferences }),
    ),
  ),
);

/** The admin area as the app mounts it: its layout, each page's guard, the page (loaded first, as the app does). */
async function openAdminArea(url: string, user: ReturnType<typeof buildUser>) {
  await preloadPage('notifications/routes/staff-notifications');
  return renderApp(<></>, { url, path: '/-', routes: adminRoutes, user });
}

describe("the admin area's /admin-notifications (decision 0066)", () => {
  for (const user of [
    buildUser({ userType: 'moderator', type: 'moderator' }),
    buildUser({ userType: 'admin', type: 'admin', isAdmin: true }),
  ]) {
    it(`opens for ${user.userType === 'admin' ? 'an admin' : 'a moderator'}, from 'My notifications' in the sidebar`, async () => {
      await openAdminArea('/admin-notifications', user);
      expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 5000 })).toBeVisible();
      expect(screen.queryByText('Access Denied')).not.toBeInTheDocument();
      const sidebar = screen.getByRole('navigation', { name: 'Admin' });
      expect(within(sidebar).getByRole('link', { name: 'My notifications' })).toHaveAttribute('aria-current', 'page');
    });
  }
});
