import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@espasyo/domain/contracts/messaging';
import { useAuth } from '@/lib/auth';
import { useRealtime } from '@/lib/realtime';
import { addMessage, markSeenBy } from './cache';
import { messageKeys, type ChatScope } from './keys';
import { arrived, flushOutgoing } from './outgoing';

/** What the server pushes about conversations (domain/src/contracts/messaging.ts); other events share the topic. */
export type LiveEvent =
  | { type: 'message.new'; conversationId: string; message: ChatMessage }
  | { type: 'message.read'; conversationId: string; readerId: string; readAt: string }
  | { type?: string };

/** The topic a viewer hears of their conversations on: their own, or staff's shared `support`. */
export function liveTopic(scope: ChatScope, userId: string | undefined): string | null {
  return scope === 'staff' ? 'support' : userId ? `user:${userId}` : null;
}

/**
 * The messages pages' live part: a new message goes into its thread and the list and badge are
 * read again; a read receipt marks our messages seen. When the socket comes back (or the
 * browser goes online) what was missed is fetched again and the messages that waited for the
 * connection are sent.
 */
export function useLiveMessages(scope: ChatScope) {
  const client = useQueryClient();
  const { user } = useAuth();

  const refresh = () => {
    void client.invalidateQueries({ queryKey: messageKeys.scope(scope) });
    if (scope === 'user') void client.invalidateQueries({ queryKey: messageKeys.unread });
  };
  const reconnected = () => {
    void flushOutgoing(client).then(refresh);
  };

  useRealtime<LiveEvent>(
    liveTopic(scope, user?.id),
    (event) => {
      if (event.type === 'message.new' && 'message' in event) {
        arrived(event.message);
        addMessage(client, scope, event.message);
        void client.invalidateQueries({ queryKey: messageKeys.list(scope) });
        if (scope === 'user') void client.invalidateQueries({ queryKey: messageKeys.unread });
      } else if (event.type === 'message.read' && 'readerId' in event) {
        markSeenBy(client, scope, event.conversationId, event.readerId, event.readAt);
      }
    },
    reconnected,
  );

  useEffect(() => {
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  });
}
