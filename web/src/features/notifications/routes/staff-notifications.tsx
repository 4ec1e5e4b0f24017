import { NotificationsPage } from '@/features/notifications/components/notifications-page';

/** /admin-notifications (decision 0066): an admin's or moderator's own notifications, in the admin area. */
export default function StaffNotificationsPage() {
  return <NotificationsPage />;
}
