import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** /client/notifications (issue 21): the client's notifications, reached from the bell on their bar. */
export default function ClientNotificationsPage() {
  return <NotificationsPage />;
}
