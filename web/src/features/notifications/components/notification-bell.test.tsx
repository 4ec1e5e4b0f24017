import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, currentLocation, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { emit, resetRealtime } from '@/testing/mocks/realtime';
import { buildNotification, serveNotifications } from '../notifications.fixtures';
import { NotificationBell } from './notification-bell';
import { NotificationsLive } from './notifications-live';

vi.mock('@/lib/realtime', () => import('@/testing/mocks/realtime'));
afterEach(() => resetRealtime());

const host = buildUser({ userType: 'host', type: 'host' });
const topic = `user:${host.id}`;

/** The bar's bell with the tab's live notifications, as the host's layout mounts them. */
const open = () =>
  renderApp(
    <>
      <NotificationsLive />
      <NotificationBell />
    </>,
    { url: '/host/dashboard', user: host },
  );

describe('The notification bell', () => {
  it('shows the unread count and raises it live when a notification arrives', async () => {
    const s = serveNotifications(server, { items: [buildNotification(), buildNotification(), buildNotification()] });
    open();
    // The first render of the file loads its modules: on a busy machine that takes a while.
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' }, { timeout: 5000 });
    expect(within(bell).getByText('3')).toBeInTheDocument();

    const arrived = buildNotification({ title: 'New booking request from Ana' });
    s.items = [arrived, ...s.items];
    emit(topic, { type: 'notification', notification: arrived });
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('New notification: New booking request from Ana');
    await waitFor(() => expect(s.hits.count).toBe(2)); // and checked against the server
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

    // A conversation's next message brings its unread notification up to date: no second count.
    const updated = { ...arrived, message: 'A second message', updatedAt: new Date().toISOString() };
    s.items = [updated, ...s.items.slice(1)];
    emit(topic, { type: 'notification.updated', notification: updated });
    await waitFor(() => expect(s.hits.count).toBe(3));
    expect(screen.getByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

    // Read in another tab: the count the server pushes is the bell's.
    emit(topic, { type: 'notifications.read', unread: 1 });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it("caps the badge at '99+', and shows none when all are read", async () => {
    const s = serveNotifications(server, { unread: 150 });
    open();
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ unread' });
    expect(within(bell).getByText('99+')).toBeInTheDocument();
    s.unread = 0;
    emit(topic, { type: 'notifications.read', unread: 0 });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('bell-badge')).not.toBeInTheDocument();
  });

  it('opens a panel of the 10 most recent, cut to 100 characters; Escape and a click outside close it', async () => {
    const long = `${'Your space is booked for a long stay. '.repeat(4)}The end.`;
    const items = Array.from({ length: 12 }, (_, i) =>
      buildNotification({ title: `Notice ${i + 1}`, message: i === 0 ? long : 'Short.', isRead: i > 1 }),
    );
    serveNotifications(server, { items });
    const { user } = open();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveFocus();
    const links = await within(panel).findAllByRole('link', { name: /^Notice/ });
    expect(links).toHaveLength(10);
    expect(within(panel).queryByText('Notice 11')).not.toBeInTheDocument();
    expect(within(panel).getByText(`${long.slice(0, 100)}...`)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/host/notifications',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();

    await user.click(bell);
    await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("marks all as read from the panel: the badge goes, and 'Mark all as read' is done", async () => {
    const s = serveNotifications(server, { items: [buildNotification(), buildNotification({ isRead: true })] });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findAllByRole('link', { name: /New booking request/ });
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(s.reads).toEqual([{ ids: 'all' }]));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('opens a notification at its actionUrl and marks it read on the way', async () => {
    const n = buildNotification({ title: 'Booking cancelled', priority: 'high', actionUrl: '/host/bookings/b42' });
    const s = serveNotifications(server, { items: [n] });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('High priority')).toBeInTheDocument();
    await user.click(await within(panel).findByRole('link', { name: /Booking cancelled/ }));
    expect(await currentLocation()).toBe('/host/bookings/b42');
    await waitFor(() => expect(s.reads).toEqual([{ ids: [n.id] }]));
  });

  it('says so when nothing has arrived yet', async () => {
    serveNotifications(server);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(
      await screen.findByText('No notifications yet. New bookings, messages and payouts will show here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
