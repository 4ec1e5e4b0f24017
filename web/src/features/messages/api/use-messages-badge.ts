import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { useRealtime } from '@/lib/realtime';
import { messageKeys } from './keys';
import { useUnreadMessages } from './use-conversations';
import type { LiveEvent } from './use-live-messages';

/**
 * The unread count of the navigation's Messages item, for clients and hosts: read once, then
 * again whenever a message arrives or is read (the user's topic) and after a reconnect.
 */
export function useMessagesBadge(enabled: boolean): number {
  const client = useQueryClient();
  const { user } = useAuth();
  const unread = useUnreadMessages(enabled && !!user);
  const refresh = () => void client.invalidateQueries({ queryKey: messageKeys.unread });
  useRealtime<LiveEvent>(
    enabled && user ? `user:${user.id}` : null,
    (event) => {
      if (event.type === 'message.new' || event.type === 'message.read') refresh();
    },
    refresh,
  );
  return unread.data ?? 0;
}
