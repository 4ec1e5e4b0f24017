/**
 * Copy for the bell, its panel and the notifications pages (issue 21, requirements §2, §5, §7).
 * The spec fixes the 99+ cap, the 50 / 10 lists and the 100-character preview
 * (notifications/notifications.ts); the words are ours.
 */
export const notificationCenterMessages = {
  title: 'Notifications',
  description: 'Bookings, messages, reviews and payouts, newest first. Your 50 latest are kept here.',
  /** /admin-notifications: what staff are told (decision 0066). */
  staffDescription: 'Notices, alerts and what needs you as staff, newest first. Your 50 latest are kept here.',
  bell: {
    /** The bell's accessible name: 'Notifications, 3 unread'. */
    label: (badge: string | null) => (badge ? `Notifications, ${badge} unread` : 'Notifications'),
    panelTitle: 'Notifications',
    markAll: 'Mark all as read',
    seeAll: 'See all notifications',
    loading: 'Loading your notifications',
    error: 'Your notifications could not be loaded.',
    empty: 'No notifications yet. New bookings, messages and payouts will show here.',
  },
  filters: { label: 'Show', all: 'All', unread: 'Unread' },
  list: {
    heading: 'Your notifications',
    loading: 'Loading your notifications',
    error: 'Your notifications could not be loaded',
    /** The count above the list. */
    count: (n: number, unread: number) =>
      `${n.toLocaleString('en-PH')} notification${n === 1 ? '' : 's'}, ${unread.toLocaleString('en-PH')} unread`,
    selectAll: 'Select all unread',
    select: (title: string) => `Select: ${title}`,
    markSelected: (n: number) => (n === 0 ? 'Mark selected as read' : `Mark ${n.toLocaleString('en-PH')} as read`),
    markOne: 'Mark as read',
    markOneLabel: (title: string) => `Mark as read: ${title}`,
    open: 'Open',
    unreadDot: 'Unread',
    empty: {
      title: 'No notifications yet',
      text: 'When someone books, messages you or a payout moves, you will hear of it here, and on the bell at the top.',
      client: 'Browse spaces',
      host: 'See your listings',
      /** Staff have no bell in the admin area: this page is where theirs are. */
      staffText: "Notices from other staff, the platform's alerts and whatever needs you will show here.",
    },
    emptyUnread: {
      title: "You're all caught up",
      text: 'Every notification has been read.',
      action: 'See all notifications',
    },
  },
  /** Announced to screen readers when one arrives live. */
  arrived: (title: string) => `New notification: ${title}`,
  highPriority: 'High priority',
  actionNeeded: 'Action needed',
  /** What one press of 'Mark all' or 'Mark selected' did. */
  marked: (n: number) =>
    n === 1 ? '1 notification marked as read.' : `${n.toLocaleString('en-PH')} notifications marked as read.`,
  markFailed: 'The notifications could not be marked as read. Please try again.',
  desktop: {
    title: 'Desktop alerts',
    text: 'Get an alert on this computer or phone when a notification arrives while Espasyo is in another tab.',
    turnOn: 'Turn on desktop alerts',
    asking: 'Asking your browser...',
    on: 'Desktop alerts are on for this browser.',
    denied:
      'Your browser blocks alerts from Espasyo. To get them, allow notifications for this site in the browser’s settings.',
  },
  /** Relative times, up to a day back; older ones show the date and time. */
  time: {
    justNow: 'Just now',
    minutes: (n: number) => `${n} min ago`,
    hours: (n: number) => `${n} h ago`,
  },
} as const;
