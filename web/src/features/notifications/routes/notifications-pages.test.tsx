import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { defaultNotificationPreferences } from '@espasyo/domain/schemas/account';
import { buildUser, errorBody, renderApp, screen, server, waitFor, within } from '@/testing/test-utils';
import { buildNotification, serveNotifications } from '../notifications.fixtures';
import ClientNotificationsPage from './client-notifications';
import HostNotificationsPage from './host-notifications';

const host = buildUser({ userType: 'host', type: 'host' });
const client = buildUser({ userType: 'client', type: 'client' });

const openHost = (url = '/host/notifications') =>
  renderApp(<HostNotificationsPage />, { url, path: '/host/notifications', user: host });

/** The browser's Notification API, as the page sees it. */
const requestPermission = vi.fn<() => Promise<NotificationPermission>>();
beforeEach(() => {
  requestPermission.mockReset();
  vi.stubGlobal('Notification', { permission: 'granted', requestPermission });
});
afterEach(() => vi.unstubAllGlobals());

describe('The notifications pages', () => {
  it('lists the newest with the message cut to 100 characters, the flags and the time', async () => {
    const long = 'A'.repeat(99) + 'BCDEF';
    serveNotifications(server, {
      items: [
        buildNotification({
          title: 'Booking cancelled',
          message: long,
          priority: 'high',
          createdAt: new Date().toISOString(),
        }),
        buildNotification({ title: 'New booking request', requiresAction: true }),
        buildNotification({
          title: 'Payout sent',
          type: 'payout',
          isRead: true,
          createdAt: '2026-11-24T07:05:00.000Z',
        }),
      ],
    });
    openHost();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('3 notifications, 2 unread')).toBeInTheDocument();
    const cancelled = screen.getByRole('link', { name: 'Booking cancelled' }).closest('li')!;
    expect(within(cancelled).getByText(`${'A'.repeat(99)}B...`)).toBeInTheDocument();
    expect(within(cancelled).getByText('High priority')).toBeInTheDocument();
    expect(within(cancelled).getByText('Just now')).toBeInTheDocument();
    const request = screen.getByRole('link', { name: 'New booking request' }).closest('li')!;
    expect(within(request).getByText('Action needed')).toBeInTheDocument();
    expect(within(request).getByText('Unread')).toBeInTheDocument();
    const payout = screen.getByRole('link', { name: 'Payout sent' }).closest('li')!;
    expect(within(payout).getByText('Tue, 24 Nov 2026, 3:05 PM')).toBeInTheDocument();
    expect(within(payout).queryByRole('checkbox')).not.toBeInTheDocument(); // read: nothing to mark
    expect(screen.getByRole('link', { name: 'Booking cancelled' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/host\/bookings\//),
    );
  });

  it('filters to the unread ones by a link tab in the URL, and says when none are left', async () => {
    const s = serveNotifications(server, {
      items: [buildNotification({ title: 'Still new' }), buildNotification({ title: 'Old news', isRead: true })],
    });
    const { user } = openHost('/host/notifications?filter=unread');
    const tabs = await screen.findByRole('navigation', { name: 'Show' });
    expect(within(tabs).getByRole('link', { name: /Unread/ })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/host/notifications');
    expect(await screen.findByRole('link', { name: 'Still new' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Old news' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as read: Still new' }));
    await waitFor(() => expect(s.reads).toEqual([{ ids: [s.items[0].id] }]));
    expect(await screen.findByRole('heading', { name: "You're all caught up" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all notifications' })).toHaveAttribute('href', '/host/notifications');
  });

  it('marks several at once: tick them, then "Mark 2 as read"', async () => {
    const items = [
      buildNotification({ title: 'First' }),
      buildNotification({ title: 'Second' }),
      buildNotification({ title: 'Third' }),
    ];
    const s = serveNotifications(server, { items });
    const { user } = openHost();
    await user.click(await screen.findByRole('checkbox', { name: 'Select: First' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select: Third' }));
    expect(screen.getByRole('checkbox', { name: 'Select all unread' })).toHaveProperty('indeterminate', true);
    await user.click(screen.getByRole('button', { name: 'Mark 2 as read' }));
    await waitFor(() => expect(s.reads).toEqual([{ ids: [items[0].id, items[2].id] }]));
    expect(await screen.findByText('2 notifications marked as read.')).toBeInTheDocument();
    expect(await screen.findByText('3 notifications, 1 unread')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Select: First' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark selected as read' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select all unread' }));
    expect(screen.getByRole('checkbox', { name: 'Select: Second' })).toBeChecked();
  });

  it('marks all as read', async () => {
    const s = serveNotifications(server, { items: [buildNotification(), buildNotification()] });
    const { user } = openHost();
    await screen.findByText('2 notifications, 2 unread');
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(s.reads).toEqual([{ ids: 'all' }]));
    expect(await screen.findByText('2 notifications marked as read.')).toBeInTheDocument();
    expect(await screen.findByText('2 notifications, 0 unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it("shows the client's empty page with a way to browse, and a failed load with a retry", async () => {
    serveNotifications(server);
    renderApp(<ClientNotificationsPage />, { url: '/client/notifications', user: client });
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse spaces' })).toHaveAttribute('href', '/client/browse');
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/client/notifications');
  });

  it('says the list could not be loaded, and tries again', async () => {
    const s = serveNotifications(server, { items: [buildNotification({ title: 'Back again' })] });
    let fail = true;
    server.use(
      http.get('/api/me/notifications', () =>
        fail ? HttpResponse.json(errorBody('forbidden', 'No'), { status: 403 }) : undefined,
      ),
    );
    const { user } = openHost();
    expect(await screen.findByText('Your notifications could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Back again' })).toBeInTheDocument();
    expect(s.hits.list).toBe(1);
  });

  it("asks the browser for desktop alerts only when 'Turn on desktop alerts' is pressed", async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    requestPermission.mockResolvedValue('granted');
    serveNotifications(server, { items: [buildNotification()] });
    const { user } = openHost();
    const button = await screen.findByRole('button', { name: 'Turn on desktop alerts' });
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(button);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Desktop alerts are on for this browser.');
    expect(screen.queryByRole('button', { name: 'Turn on desktop alerts' })).not.toBeInTheDocument();
  });

  it('hides the offer when the user turned browser alerts off, and explains a browser that blocks them', async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission });
    const s = serveNotifications(server, {
      items: [buildNotification()],
      prefs: { ...defaultNotificationPreferences, browserAlerts: false },
    });
    const view = openHost();
    await screen.findByText('1 notification, 1 unread');
    await waitFor(() => expect(s.hits.prefs).toBe(1));
    expect(screen.queryByRole('button', { name: 'Turn on desktop alerts' })).not.toBeInTheDocument();
    view.unmount();

    vi.stubGlobal('Notification', { permission: 'denied', requestPermission });
    s.prefs = { ...s.prefs, browserAlerts: true };
    openHost();
    expect(await screen.findByText(/Your browser blocks alerts from Espasyo/)).toBeInTheDocument();
  });
});
