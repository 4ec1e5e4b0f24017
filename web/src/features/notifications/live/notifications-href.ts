import type { UserType } from '@espasyo/domain';
import { paths } from '@espasyo/domain/paths';

/** The signed-in user's notifications page: the client's, the host's, or staff's admin /notifications. */
export function notificationsHref(role: UserType | null): string {
  if (role === 'client') return paths.client.notifications.getHref();
  if (role === 'admin' || role === 'moderator') return paths.admin.notifications.getHref();
  return paths.host.notifications.getHref();
}
