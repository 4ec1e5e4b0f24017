import type { UserType } from '@espasyo/domain/roles';
import { paths } from '@espasyo/domain/paths';

/** Admins and moderators: their notifications live in the admin area. */
export const isStaff = (role: UserType | null): boolean => role === 'admin' || role === 'moderator';

/**
 * The signed-in user's own notifications page: the client's, the host's, or staff's
 * /admin-notifications (admins and moderators may both open it; decision 0066).
 */
export function notificationsHref(role: UserType | null): string {
  if (role === 'client') return paths.client.notifications.getHref();
  if (isStaff(role)) return paths.admin.myNotifications.getHref();
  return paths.host.notifications.getHref();
}
