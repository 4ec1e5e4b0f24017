import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** /host/notifications (requirements §2, host routes): the host's notifications. */
export default function HostNotificationsPage() {
  return <NotificationsPage />;
}
