import { Bell, CalendarCheck, Info, MessageSquare, Star, Wallet, type LucideIcon } from 'lucide-react';
import type { AppNotification } from '@espasyo/domain/notifications/notifications';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';

const icons: Partial<Record<string, LucideIcon>> = {
  booking: CalendarCheck,
  message: MessageSquare,
  review: Star,
  payout: Wallet,
  system: Info,
};

/** The kind at a glance: a round icon, red for high priority (a cancellation, a failed payout, a low rating). */
export function NotificationIcon({ n }: { n: AppNotification }) {
  const Icon = icons[n.type] ?? Bell;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full',
        n.priority === 'high' ? 'bg-danger-50 text-danger-700' : 'bg-brand-50 text-brand-700',
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}

/** 'High priority' and 'Action needed', when they apply. */
export function NotificationFlags({ n, className }: { n: AppNotification; className?: string }) {
  const m = useMessages('notifications');
  if (n.priority !== 'high' && !n.requiresAction) return null;
  return (
    <span className={cn('flex flex-wrap gap-1.5', className)}>
      {n.priority === 'high' && (
        <Badge tone="danger" className="text-xs">
          {m.highPriority}
        </Badge>
      )}
      {n.requiresAction && (
        <Badge tone="warning" className="text-xs">
          {m.actionNeeded}
        </Badge>
      )}
    </span>
  );
}

/** The unread mark: a dot the eye finds, with its word for screen readers. */
export function UnreadDot({ n }: { n: AppNotification }) {
  const m = useMessages('notifications');
  if (n.isRead) return null;
  return (
    <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600">
      <span className="sr-only">{m.list.unreadDot}</span>
    </span>
  );
}
