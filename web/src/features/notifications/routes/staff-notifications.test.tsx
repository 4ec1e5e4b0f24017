import { describe, expect, it } from 'vitest';
import { buildUser, renderApp, screen, server, within } from '@/testing/test-utils';
import { NotificationBell } from '../components/notification-bell';
import { buildNotification, serveNotifications } from '../notifications.fixtures';
import StaffNotificationsPage from './staff-notifications';

const moderator = buildUser({ userType: 'moderator', type: 'moderator' });
const admin = buildUser({ userType: 'admin', type: 'admin', isAdmin: true });

const openPage = (user = moderator) => renderApp(<StaffNotificationsPage />, { url: '/admin-notifications', user });

describe("Staff's own notifications (decision 0066)", () => {
  it("a moderator's bell leads to /admin-notifications, a page they may open", async () => {
    serveNotifications(server, { items: [buildNotification({ title: 'Queue is long today' })] });
    const { user } = renderApp(<NotificationBell />, { url: '/listings', user: moderator });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/admin-notifications',
    );
  });

  for (const [who, staff] of [
    ['a moderator', moderator],
    ['an admin', admin],
  ] as const) {
    it(`lists ${who}'s own, one without a link of its own opening there`, async () => {
      serveNotifications(server, {
        items: [
          buildNotification({ type: 'system', title: 'Fire drill at 3 PM', actionUrl: null, data: {} }),
          buildNotification({ title: 'Read one', isRead: true }),
        ],
      });
      openPage(staff);
      expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
      expect(await screen.findByText('2 notifications, 1 unread')).toBeInTheDocument();
      expect(
        screen.getByText('Notices, alerts and what needs you as staff, newest first. Your 50 latest are kept here.'),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Fire drill at 3 PM' })).toHaveAttribute('href', '/admin-notifications');
      const tabs = screen.getByRole('navigation', { name: 'Show' });
      expect(within(tabs).getByRole('link', { name: /Unread/ })).toHaveAttribute(
        'href',
        '/admin-notifications?filter=unread',
      );
    });
  }

  it("a moderator's empty page says what will come there, with no link into the host's area", async () => {
    serveNotifications(server);
    openPage();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeVisible();
    expect(
      screen.getByText("Notices from other staff, the platform's alerts and whatever needs you will show here."),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'See your listings' })).not.toBeInTheDocument();
  });
});
