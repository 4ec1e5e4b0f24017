import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';

/** docs/product/routes.md, docs/product/settings.md: the unread badge never shows more than '99+'. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The host bell (docs/product/routes.md). Host notifications are stored and counted by the notifications
 * capability, which is not built yet; until it lands the bell links to the page with no
 * badge, rather than asking the server for a count it cannot give.
 */
export function NotificationBell({
  to = paths.host.notifications.getHref(),
  count = 0,
}: {
  to?: string;
  count?: number;
}) {
  const label = count > 0 ? `Notifications, ${badgeText(count)} unread` : 'Notifications';
  return (
    <Link
      to={to}
      aria-label={label}
      className="relative flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
    >
      <Bell aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-danger-600 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}
