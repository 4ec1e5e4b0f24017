import { notificationCenterMessages as m } from '@espasyo/domain/messages/notification-center';
import { formatDateTime } from '@/lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When it arrived: relative within the last day ('Just now', '5 min ago', '3 h ago'), then the
 * date and time in the platform's zone ('Mon, 24 Nov 2026, 3:05 PM'); the exact time is always
 * in the element's title and datetime.
 */
export function relativeTime(iso: string, now = Date.now()): string {
  const ago = now - new Date(iso).getTime();
  if (ago < MINUTE) return m.time.justNow;
  if (ago < HOUR) return m.time.minutes(Math.floor(ago / MINUTE));
  if (ago < 24 * HOUR) return m.time.hours(Math.floor(ago / HOUR));
  return formatDateTime(iso);
}

export function NotificationTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className={className}>
      {relativeTime(iso)}
    </time>
  );
}
