import { useId } from 'react';
import { Bell } from 'lucide-react';
import { unreadBadge } from '@espasyo/domain/notifications/notifications';
import { usePopover } from '@/components/ui/use-popover';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { useMarkRead } from '../api/use-mark-read';
import { useUnreadCount } from '../api/use-notifications';
import { notificationsHref } from '../live/notifications-href';
import { BellPanel } from './bell-panel';

/**
 * The bell on the client's and host's bar (requirements §2): the unread count, live, capped at
 * '99+', and a panel of the 10 most recent. On a phone the panel spans the screen under the bar.
 */
export function NotificationBell() {
  const m = useMessages('notifications');
  const { role } = useAuth();
  const count = useUnreadCount().data ?? 0;
  const { open, close, button, panel } = usePopover();
  const markRead = useMarkRead();
  const toast = useToast();
  const titleId = useId();
  const badge = count > 0 ? unreadBadge(count) : null;

  // The badge going away says it worked; only a failure needs words.
  const markAll = () => markRead.mutate('all', { onError: () => toast.error(m.markFailed) });

  return (
    <div className="relative">
      <button
        {...button}
        type="button"
        aria-label={badge ? m.bell.labelUnread({ badge }) : m.bell.label}
        className="relative flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100 aria-expanded:bg-ink-100"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge && (
          <span
            aria-hidden="true"
            data-testid="bell-badge"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-danger-600 px-1 text-center text-xs leading-5 font-bold text-white tabular-nums ring-2 ring-white"
          >
            {badge}
          </span>
        )}
      </button>
      {open && (
        <div
          {...panel}
          aria-labelledby={titleId}
          className="fixed inset-x-3 top-16 z-50 overflow-hidden rounded-card border border-ink-200 bg-white shadow-raised outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <BellPanel
            titleId={titleId}
            unread={count}
            pageHref={notificationsHref(role)}
            onMarkAll={markAll}
            marking={markRead.isPending}
            onDone={() => close()}
          />
        </div>
      )}
    </div>
  );
}
