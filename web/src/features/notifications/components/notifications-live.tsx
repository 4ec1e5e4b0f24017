import { useLiveNotifications } from '../live/use-live-notifications';

/** Mounted once in the signed-in layouts: the tab's live notifications (useLiveNotifications). */
export function NotificationsLive() {
  useLiveNotifications();
  return null;
}
