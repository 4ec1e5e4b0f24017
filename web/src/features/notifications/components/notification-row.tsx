import { Link } from 'react-router';
import { notificationPreview, type AppNotification } from '@espasyo/domain/notifications/notifications';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { NotificationFlags, NotificationIcon, UnreadDot } from './notification-parts';
import { NotificationTime } from './notification-time';

/**
 * One notification on the page: its kind, title (the link to its page), the message cut to 100
 * characters (requirements §5), when, its flags; an unread one can be selected or marked read.
 */
export function NotificationRow({
  n,
  href,
  selected,
  onSelect,
  onOpen,
  onMarkRead,
}: {
  n: AppNotification;
  href: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
  onMarkRead: () => void;
}) {
  const m = useMessages('notifications');
  return (
    <li
      className={cn(
        'flex gap-3 rounded-card border p-4 shadow-card',
        n.isRead ? 'border-ink-200 bg-white' : 'border-brand-200 bg-brand-50/50',
      )}
    >
      <span className="flex w-5 shrink-0 justify-center pt-2.5">
        {!n.isRead && (
          <input
            type="checkbox"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={m.list.select({ title: n.title })}
            className="size-5 cursor-pointer rounded border-ink-400 accent-brand-600"
          />
        )}
      </span>
      <NotificationIcon n={n} />
      {/* Phones: one column. From 640 px: the time and 'Mark as read' in a column on the right. */}
      <div className="grid min-w-0 flex-1 content-start gap-y-1 sm:grid-cols-[1fr_auto] sm:gap-x-4">
        <h3
          className={cn(
            'text-base text-ink-900 sm:col-start-1 sm:row-start-1',
            n.isRead ? 'font-medium' : 'font-semibold',
          )}
        >
          <Link to={href} onClick={onOpen} className="hover:underline">
            {n.title}
          </Link>
        </h3>
        <NotificationTime
          iso={n.createdAt}
          className="text-sm text-ink-500 sm:col-start-2 sm:row-start-1 sm:text-right"
        />
        <p className="text-sm wrap-anywhere text-ink-700 sm:col-start-1 sm:row-start-2">
          {notificationPreview(n.message)}
        </p>
        <div className="flex flex-wrap items-center justify-between gap-2 sm:contents">
          <NotificationFlags n={n} className="mt-1 sm:col-start-1 sm:row-start-3" />
          {!n.isRead && (
            <Button
              variant="ghost"
              size="sm"
              className="-my-1.5 ml-auto sm:col-start-2 sm:row-span-2 sm:row-start-2 sm:my-0 sm:-mr-2 sm:self-start"
              onClick={onMarkRead}
              aria-label={m.list.markOneLabel({ title: n.title })}
            >
              {m.list.markOne}
            </Button>
          )}
        </div>
      </div>
      <UnreadDot n={n} />
    </li>
  );
}
