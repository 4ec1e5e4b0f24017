import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { api, ApiError } from '../../lib/api-client';

/** Spec §2/§9: the unread badge never shows more than '99+'. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * Unread count for the host bell. The notifications API arrives in a later issue, so a 404
 * (not there yet) counts as zero rather than an error on every page.
 */
let endpointMissing = false;

export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: ['notifications', 'unread-count'],
    enabled,
    // No point asking every minute for an endpoint this server does not have yet.
    refetchInterval: () => (endpointMissing ? false : 60_000),
    queryFn: async ({ signal }) => {
      try {
        const res = await api.get<{ count?: number; unread?: number }>('/api/notifications/unread-count', signal);
        return Math.max(0, Number(res?.count ?? res?.unread ?? 0) || 0);
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) {
          endpointMissing = true;
          return 0;
        }
        throw e;
      }
    },
  });
}

export function NotificationBell({ to = '/host/notifications' }: { to?: string }) {
  const { data: count = 0 } = useUnreadCount();
  const label = count > 0 ? `Notifications, ${badgeText(count)} unread` : 'Notifications';
  return (
    <Link to={to} aria-label={label} className="relative flex size-11 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100">
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
