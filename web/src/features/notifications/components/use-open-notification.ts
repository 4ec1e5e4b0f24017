import type { AppNotification } from '@espasyo/domain/notifications/notifications';
import { useAuth } from '@/lib/auth';
import { useMarkRead } from '../api/use-mark-read';
import { safeActionUrl } from '../live/alerts';
import { notificationsHref } from '../live/notifications-href';

/**
 * Where a notification leads (its `actionUrl`, a page of this site; else the notifications page),
 * and what opening it does: an unread one is marked read on the way.
 */
export function useOpenNotification() {
  const { role } = useAuth();
  const markRead = useMarkRead();
  return {
    hrefOf: (n: AppNotification) => safeActionUrl(n.actionUrl) ?? notificationsHref(role),
    onOpen: (n: AppNotification) => {
      if (!n.isRead) markRead.mutate([n.id]);
    },
  };
}
