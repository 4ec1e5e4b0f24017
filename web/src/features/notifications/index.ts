/**
 * Notifications (issue 21): the bell for the client's and host's bar and the tab's live
 * notifications (count, lists, sound, browser alerts, booking pages refreshed), both mounted by
 * the app's layouts; the pages are in routes/, mounted by the route table.
 */
export { NotificationBell } from './components/notification-bell';
export { NotificationsLive } from './components/notifications-live';
export { notificationKeys } from './api/keys';
