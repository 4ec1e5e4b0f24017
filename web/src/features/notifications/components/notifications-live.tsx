import { useLiveNotifications } from '../live/use-live-notifications';

/**
 * Mounted once in the signed-in layouts: the tab's live notifications (useLiveNotifications), and
 * a polite live region that tells screen-reader users one has arrived.
 */
export function NotificationsLive() {
  const announcement = useLiveNotifications();
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {announcement}
    </p>
  );
}
