import { useSearchParams } from 'react-router';
import { CheckCheck } from 'lucide-react';
import { href } from '@espasyo/domain/paths';
import { LinkTabs } from '@/components/link-tabs';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useToast } from '@/components/ui/toast';
import { useAuth } from '@/lib/auth';
import { useLocale, useMessages } from '@/lib/i18n';
import type { NotificationFilter } from '../api/keys';
import { useMarkRead } from '../api/use-mark-read';
import { useNotifications, useUnreadCount } from '../api/use-notifications';
import { isStaff, notificationsHref } from '../live/notifications-href';
import { DesktopAlerts } from './desktop-alerts';
import { NotificationList, NotificationsEmpty } from './notification-list';

/**
 * /host/notifications, /client/notifications (issue 21) and staff's /admin-notifications
 * (decision 0066): the user's own notifications, the 50 newest or the unread ones
 * (?filter=unread, link tabs), mark one, several or all read, each opening its page; the
 * browser's desktop alerts are turned on from here (a user's action, as browsers require).
 */
export function NotificationsPage() {
  const m = useMessages('notifications');
  const locale = useLocale();
  const { role } = useAuth();
  const [params] = useSearchParams();
  const filter: NotificationFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const list = useNotifications(filter);
  const unread = useUnreadCount().data ?? list.data?.unread ?? 0;
  const markRead = useMarkRead();
  const toast = useToast();
  const base = notificationsHref(role);

  const markAll = () =>
    markRead.mutate('all', {
      onSuccess: ({ marked }) => toast.success(m.marked({ count: marked })),
      onError: () => toast.error(m.markFailed),
    });

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader
        title={m.title}
        description={isStaff(role) ? m.staffDescription : m.description}
        actions={
          <Button
            variant="outline"
            icon={<CheckCheck aria-hidden="true" className="size-4" />}
            onClick={markAll}
            disabled={unread === 0 || markRead.isPending}
          >
            {m.bell.markAll}
          </Button>
        }
      />
      <DesktopAlerts />
      <div className="mb-4">
        <LinkTabs
          label={m.filters.label}
          tabs={[
            { to: base, label: m.filters.all, current: filter === 'all' },
            {
              to: href(base, { filter: 'unread' }),
              label: m.filters.unread,
              current: filter === 'unread',
              badge: unread > 0 ? unread.toLocaleString(locale) : undefined,
            },
          ]}
        />
      </div>
      <section aria-labelledby="notifications-heading" aria-busy={list.isFetching || undefined}>
        <h2 id="notifications-heading" className="sr-only">
          {m.list.heading}
        </h2>
        {list.isPending ? (
          <ul className="space-y-3" aria-label={m.list.loading}>
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i} className="flex gap-3 rounded-card border border-ink-200 bg-white p-4">
                <span className="size-10 shrink-0 animate-pulse rounded-full bg-ink-100" />
                <span className="flex-1 space-y-2">
                  <span className="block h-4 w-1/2 animate-pulse rounded bg-ink-100" />
                  <span className="block h-3 w-full animate-pulse rounded bg-ink-100" />
                  <span className="block h-3 w-2/3 animate-pulse rounded bg-ink-100" />
                </span>
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <LoadError title={m.list.error} error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <NotificationsEmpty filter={filter} allHref={base} />
        ) : (
          <NotificationList key={filter} items={list.data.items} unread={unread} markRead={markRead} />
        )}
      </section>
    </>
  );
}
