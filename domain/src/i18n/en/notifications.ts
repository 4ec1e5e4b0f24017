/**
 * The bell, its panel and the notifications pages (issue 21, requirements §2, §5, §7): the web's
 * own words, English word for word as domain/src/messages/notification-center.ts had them. The
 * notifications' titles and texts are the server's, stored as they were sent.
 */
export default {
  title: 'Notifications',
  description: 'Bookings, messages, reviews and payouts, newest first. Your 50 latest are kept here.',
  /** /admin-notifications: what staff are told (decision 0066). */
  staffDescription: 'Notices, alerts and what needs you as staff, newest first. Your 50 latest are kept here.',
  bell: {
    /** The bell's accessible name; with unread ones 'Notifications, 3 unread' (the badge, capped at 99+). */
    label: 'Notifications',
    labelUnread: 'Notifications, {badge} unread',
    panelTitle: 'Notifications',
    markAll: 'Mark all as read',
    seeAll: 'See all notifications',
    loading: 'Loading your notifications',
    error: 'Your notifications could not be loaded.',
    retry: 'Try again',
    empty: 'No notifications yet. New bookings, messages and payouts will show here.',
  },
  filters: { label: 'Show', all: 'All', unread: 'Unread' },
  list: {
    heading: 'Your notifications',
    loading: 'Loading your notifications',
    error: 'Your notifications could not be loaded',
    /** The count above the list. */
    count: '{count, plural, one {# notification} other {# notifications}}, {unread, number} unread',
    selectAll: 'Select all unread',
    select: 'Select: {title}',
    markSelected: '{count, plural, =0 {Mark selected as read} other {Mark # as read}}',
    markOne: 'Mark as read',
    markOneLabel: 'Mark as read: {title}',
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
  arrived: 'New notification: {title}',
  highPriority: 'High priority',
  actionNeeded: 'Action needed',
  /** What one press of 'Mark all' or 'Mark selected' did. */
  marked: '{count, plural, one {# notification marked as read.} other {# notifications marked as read.}}',
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
    minutes: '{count} min ago',
    hours: '{count} h ago',
  },
} as const;
