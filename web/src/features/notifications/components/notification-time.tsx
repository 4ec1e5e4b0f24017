import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Language } from '@espasyo/domain/i18n/languages';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useMessages } from '@/lib/i18n';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * When it arrived: relative within the last day ('Just now', '5 min ago', '3 h ago'), then the
 * date and time in the platform's zone ('Mon, 24 Nov 2026, 3:05 PM'); the exact time is always
 * in the element's title and datetime.
 */
export function relativeTime(
  iso: string,
  now = Date.now(),
  t: Messages<Catalogs['notifications']>['time'],
  lang: Language = 'en',
): string {
  const ago = now - new Date(iso).getTime();
  if (ago < MINUTE) return t.justNow;
  if (ago < HOUR) return t.minutes({ count: Math.floor(ago / MINUTE) });
  if (ago < 24 * HOUR) return t.hours({ count: Math.floor(ago / HOUR) });
  return formatDateTime(iso, lang);
}

export function NotificationTime({ iso, className }: { iso: string; className?: string }) {
  const t = useMessages('notifications').time;
  const lang = useLanguage();
  return (
    <time dateTime={iso} title={formatDateTime(iso, lang)} className={className}>
      {relativeTime(iso, Date.now(), t, lang)}
    </time>
  );
}
