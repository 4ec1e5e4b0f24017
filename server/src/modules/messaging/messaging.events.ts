import type { ChatMessage } from '@espasyo/domain';
import { userTopic } from '../notifications/notifications.service';
import { realtimeTask } from '../outbox/outbox.service';
import type { ConversationRow } from './messaging.repository';

/**
 * The live events of a conversation (domain/src/contracts/messaging.ts), pushed through the outbox
 * after the commit: to the `user:<id>` topic of each participant, and for a support conversation
 * to `support`, the topic every admin's /chat subscribes to.
 */
export const SUPPORT_TOPIC = 'support';

export function topicsOf(c: Pick<ConversationRow, 'kind' | 'userId' | 'hostId'>): string[] {
  return c.kind === 'support' ? [userTopic(c.userId), SUPPORT_TOPIC] : [userTopic(c.userId), userTopic(c.hostId!)];
}

export const newMessageEvent = (topic: string, message: ChatMessage) =>
  realtimeTask(topic, { type: 'message.new', conversationId: message.conversationId, message });

export const readEvent = (topic: string, conversationId: string, readerId: string, readAt: Date) =>
  realtimeTask(topic, { type: 'message.read', conversationId, readerId, readAt: readAt.toISOString() });
