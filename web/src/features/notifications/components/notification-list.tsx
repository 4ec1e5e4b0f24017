import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { BellOff, CheckCheck } from 'lucide-react';
import type { AppNotification } from '@espasyo/domain/notifications/notifications';
import { paths } from '@espasyo/domain/paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import type { useMarkRead } from '../api/use-mark-read';
import { isStaff } from '../live/notifications-href';
import { NotificationRow } from './notification-row';
import { useOpenNotification } from './use-open-notification';
import { useSelection } from './use-selection';

/** The list: 'Select all unread' and 'Mark N as read' over the rows. */
export function NotificationList({
  items,
  unread,
  markRead,
}: {
  items: AppNotification[];
  unread: number;
  markRead: ReturnType<typeof useMarkRead>;
}) {
  const m = useMessages('notifications');
  const selection = useSelection(items.filter((n) => !n.isRead).map((n) => n.id));
  const { hrefOf, onOpen } = useOpenNotification();
  const toast = useToast();
  const allRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = selection.some;
  }, [selection.some]);

  const mark = (ids: string[]) =>
    markRead.mutate(ids, {
      onSuccess: ({ marked }) => (ids.length > 1 ? toast.success(m.marked({ count: marked })) : undefined),
      onError: () => toast.error(m.markFailed),
    });

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-600" aria-live="polite">
          {m.list.count({ count: items.length, unread })}
        </p>
        {items.some((n) => !n.isRead) ? (
          <div className="flex items-center gap-3">
            <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-ink-800">
              <input
                ref={allRef}
                type="checkbox"
                checked={selection.all}
                onChange={(e) => selection.toggleAll(e.target.checked)}
                className="size-5 cursor-pointer rounded border-ink-400 accent-brand-600"
              />
              {m.list.selectAll}
            </label>
            <Button
              size="sm"
              variant="outline"
              icon={<CheckCheck aria-hidden="true" className="size-4" />}
              disabled={selection.selected.length === 0 || markRead.isPending}
              onClick={() => (mark(selection.selected), selection.clear())}
            >
              {m.list.markSelected({ count: selection.selected.length })}
            </Button>
          </div>
        ) : null}
      </div>
      <ul className="space-y-3">
        {items.map((n) => (
          <NotificationRow
            key={n.id}
            n={n}
            href={hrefOf(n)}
            selected={selection.isSelected(n.id)}
            onSelect={(on) => selection.toggle(n.id, on)}
            onOpen={() => onOpen(n)}
            onMarkRead={() => mark([n.id])}
          />
        ))}
      </ul>
    </>
  );
}

/** Nothing to show: none at all, or none unread (then the way back to all of them). */
export function NotificationsEmpty({ filter, allHref }: { filter: 'all' | 'unread'; allHref: string }) {
  const m = useMessages('notifications');
  const { role } = useAuth();
  return filter === 'unread' ? (
    <EmptyState
      icon={CheckCheck}
      title={m.list.emptyUnread.title}
      action={
        <Link to={allHref} className={buttonClasses('outline')}>
          {m.list.emptyUnread.action}
        </Link>
      }
    >
      {m.list.emptyUnread.text}
    </EmptyState>
  ) : isStaff(role) ? (
    <EmptyState icon={BellOff} title={m.list.empty.title}>
      {m.list.empty.staffText}
    </EmptyState>
  ) : (
    <EmptyState
      icon={BellOff}
      title={m.list.empty.title}
      action={
        role === 'client' ? (
          <Link to={paths.client.browse.getHref()} className={buttonClasses('secondary')}>
            {m.list.empty.client}
          </Link>
        ) : (
          <Link to={paths.host.listings.getHref()} className={buttonClasses('secondary')}>
            {m.list.empty.host}
          </Link>
        )
      }
    >
      {m.list.empty.text}
    </EmptyState>
  );
}
