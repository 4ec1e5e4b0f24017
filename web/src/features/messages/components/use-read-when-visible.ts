import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChatMessage } from '@espasyo/domain/contracts/messaging';
import { isOwnMessage } from '../api/cache';
import type { ChatScope } from '../api/keys';
import { useMarkRead } from '../api/use-thread';

function subscribe(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

/** The tab is shown (not in the background, not minimised). */
function usePageVisible() {
  return useSyncExternalStore(
    subscribe,
    () => document.visibilityState !== 'hidden',
    () => true,
  );
}

/**
 * Marks the open conversation read while the reader can see it: when it opens, when a message
 * of the other side arrives, and when the tab comes back to the front. Once per newest unread
 * message, so a failed call is not repeated in a loop.
 */
export function useReadWhenVisible(
  scope: ChatScope,
  conversationId: string,
  messages: ChatMessage[],
  userId: string | undefined,
) {
  const markRead = useMarkRead(scope, conversationId);
  const visible = usePageVisible();
  // Until the session is known, no message can be told to be someone else's.
  const known = scope === 'staff' || !!userId;
  const newestUnread = known
    ? messages.findLast((x) => !isOwnMessage(x, scope, userId) && x.readAt === null)?.id
    : undefined;
  const asked = useRef<string | undefined>(undefined);
  const { mutate } = markRead;
  useEffect(() => {
    if (!visible || !newestUnread || asked.current === newestUnread) return;
    asked.current = newestUnread;
    mutate();
  }, [visible, newestUnread, mutate]);
}
