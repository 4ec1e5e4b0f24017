import { Link } from 'react-router';
import { notificationPreview, RECENT_NOTIFICATIONS } from '@espasyo/domain/notifications/notifications';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useNotifications } from '../api/use-notifications';
import { NotificationFlags, NotificationIcon, UnreadDot } from './notification-parts';
import { NotificationTime } from './notification-time';
import { useOpenNotification } from './use-open-notification';

/**
 * The bell's panel: the 10 most recent (requirements §7), each opening its page and marked read
 * on the way, 'Mark all as read' and the way to the full page. `onDone` closes the panel.
 */
export function BellPanel({
  titleId,
  unread,
  pageHref,
  onMarkAll,
  marking,
  onDone,
}: {
  titleId: string;
  unread: number;
  pageHref: string;
  onMarkAll: () => void;
  marking: boolean;
  onDone: () => void;
}) {
  const m = useMessages('notifications');
  const list = useNotifications('all');
  const { hrefOf, onOpen } = useOpenNotification();
  const recent = list.data?.items.slice(0, RECENT_NOTIFICATIONS) ?? [];

  return (
    <div className="flex max-h-[calc(100dvh-6rem)] flex-col sm:max-h-[36rem]">
      <div className="flex items-center justify-between gap-3 border-b border-ink-200 py-2 pr-2 pl-4">
        <h2 id={titleId} className="text-base font-semibold text-ink-900">
          {m.bell.panelTitle}
        </h2>
        <Button variant="ghost" size="sm" onClick={onMarkAll} disabled={unread === 0 || marking}>
          {m.bell.markAll}
        </Button>
      </div>
      <div className="flex-1 overflow-y-auto" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <ul aria-label={m.bell.loading} className="divide-y divide-ink-100">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} className="flex gap-3 px-4 py-3">
                <span className="size-10 shrink-0 animate-pulse rounded-full bg-ink-100" />
                <span className="flex-1 space-y-2">
                  <span className="block h-4 w-3/4 animate-pulse rounded bg-ink-100" />
                  <span className="block h-3 w-full animate-pulse rounded bg-ink-100" />
                </span>
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <div className="px-4 py-6 text-center text-sm text-ink-700">
            <p>{m.bell.error}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void list.refetch()}>
              {m.bell.retry}
            </Button>
          </div>
        ) : recent.length === 0 ? (
          <p className="px-4 py-8 text-center text-sm text-ink-600">{m.bell.empty}</p>
        ) : (
          <ul className="divide-y divide-ink-100">
            {recent.map((n) => (
              <li key={n.id}>
                <Link
                  to={hrefOf(n)}
                  onClick={() => (onOpen(n), onDone())}
                  className={cn(
                    'flex gap-3 px-4 py-3 hover:bg-ink-50 focus-visible:bg-ink-50',
                    !n.isRead && 'bg-brand-50/60',
                  )}
                >
                  <NotificationIcon n={n} />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block text-sm text-ink-900', !n.isRead && 'font-semibold')}>{n.title}</span>
                    <span className="mt-0.5 block text-sm wrap-anywhere text-ink-600">
                      {notificationPreview(n.message)}
                    </span>
                    <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-500">
                      <NotificationTime iso={n.createdAt} />
                      <NotificationFlags n={n} />
                    </span>
                  </span>
                  <UnreadDot n={n} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-ink-200 p-2">
        <Link
          to={pageHref}
          onClick={onDone}
          className="flex min-h-11 items-center justify-center rounded-field text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {m.bell.seeAll}
        </Link>
      </div>
    </div>
  );
}
