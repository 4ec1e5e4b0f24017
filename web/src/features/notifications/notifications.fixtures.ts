import { http, HttpResponse, type RequestHandler } from 'msw';
import type { AppNotification } from '@espasyo/domain/notifications/notifications';
import { defaultNotificationPreferences, type NotificationPreferences } from '@espasyo/domain/schemas/account';

/** Test data in the contract's shape (domain/src/notifications/notifications.ts). */
let next = 0;

export function buildNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  next += 1;
  const at = new Date(Date.now() - next * 60_000).toISOString();
  return {
    id: `n${next}`,
    type: 'booking',
    subType: 'new_booking',
    hostId: 'u1',
    title: `New booking request ${next}`,
    message: 'Maria Santos asks to book Dry room in Bel-Air from Mon, 7 Dec 2026 to Tue, 8 Dec 2026.',
    priority: 'normal',
    data: { bookingId: `b${next}`, listingTitle: 'Dry room in Bel-Air', status: 'pending' },
    actionUrl: `/host/bookings/b${next}`,
    requiresAction: false,
    soundAlert: true,
    pushNotification: true,
    isRead: false,
    readAt: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

export const preferences = (overrides: Partial<NotificationPreferences> = {}) => ({
  preferences: { ...defaultNotificationPreferences, ...overrides },
});

/** What the fake server holds: the notifications, the reads asked for, and the user's preferences. */
export interface NotificationsServer {
  items: AppNotification[];
  /** The unread count the server gives; by default, counted from `items`. */
  unread?: number;
  prefs: NotificationPreferences;
  /** Each POST /api/me/notifications/read body. */
  reads: unknown[];
  /** How many times each GET was answered. */
  hits: { list: number; count: number; prefs: number };
}

export function serveNotifications(
  server: { use: (...handlers: RequestHandler[]) => void },
  init: Partial<Omit<NotificationsServer, 'reads' | 'hits'>> = {},
): NotificationsServer {
  const s: NotificationsServer = {
    items: [],
    prefs: { ...defaultNotificationPreferences },
    reads: [],
    hits: { list: 0, count: 0, prefs: 0 },
    ...init,
  };
  const unread = () => s.unread ?? s.items.filter((n) => !n.isRead).length;
  server.use(
    http.get('/api/me/notifications', ({ request }) => {
      s.hits.list += 1;
      const onlyUnread = new URL(request.url).searchParams.get('unread') === 'true';
      return HttpResponse.json({ items: s.items.filter((n) => !onlyUnread || !n.isRead), unread: unread() });
    }),
    http.get('/api/me/notifications/unread-count', () => {
      s.hits.count += 1;
      return HttpResponse.json({ unread: unread() });
    }),
    http.post('/api/me/notifications/read', async ({ request }) => {
      const body = (await request.json()) as { ids: string[] | 'all' };
      s.reads.push(body);
      let marked = 0;
      s.items = s.items.map((n) => {
        if (n.isRead || (body.ids !== 'all' && !body.ids.includes(n.id))) return n;
        marked += 1;
        return { ...n, isRead: true, readAt: new Date().toISOString() };
      });
      if (s.unread !== undefined) s.unread = Math.max(0, s.unread - marked);
      return HttpResponse.json({ marked, unread: unread() });
    }),
    http.get('/api/me/notification-preferences', () => {
      s.hits.prefs += 1;
      return HttpResponse.json({ preferences: s.prefs });
    }),
  );
  return s;
}
