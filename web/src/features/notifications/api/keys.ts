/** The query keys of notifications (one object, so an invalidation names the same key the query uses). */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** Both lists: the 50 newest and the unread ones (a new or read notification changes both). */
  lists: ['notifications', 'list'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  /** GET /api/me/notifications/unread-count: the bell's number. */
  unreadCount: ['notifications', 'unread-count'] as const,
};

/** The page's filter (?filter=unread): every notification, or the unread ones. */
export type NotificationFilter = 'all' | 'unread';
