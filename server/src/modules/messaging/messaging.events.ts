import type { ChatMessage } from '@espasyo/domain';
import { userTopic } from '../notifications/notifications.service';
import { realtimeTask } from '../outbox/outbox.service';
import type { Reader } from './messaging.mapper';
import type { ConversationRow } from './messaging.repository';

/**
 * The live events of a conversation (domain/src/contracts/messaging.ts), pushed through the outbox
 * after the commit: to the `user:<id>` topic of each participant, and for a support conversation
 * to `support`, the topic every admin's /chat subscribes to. A masked message's text as typed goes
 * to its sender's topic only (decision 0059).
 */
export const SUPPORT_TOPIC = 'support';

/** Each topic of a conversation with who reads there: `message.new` carries the message as that reader sees it. */
export function audiencesOf(
  c: Pick<ConversationRow, 'kind' | 'userId' | 'hostId'>,
): { topic: string; reader: Reader }[] {
  const user = { topic: userTopic(c.userId), reader: { id: c.userId } };
  return c.kind === 'support'
    ? [user, { topic: SUPPORT_TOPIC, reader: 'staff' }]
    : [user, { topic: userTopic(c.hostId!), reader: { id: c.hostId! } }];
}

export const topicsOf = (c: Pick<ConversationRow, 'kind' | 'userId' | 'hostId'>) => audiencesOf(c).map((a) => a.topic);

export const newMessageEvent = (topic: string, message: ChatMessage) =>
  realtimeTask(topic, { type: 'message.new', conversationId: message.conversationId, message });

export const readEvent = (topic: string, conversationId: string, readerId: string, readAt: Date) =>
  realtimeTask(topic, { type: 'message.read', conversationId, readerId, readAt: readAt.toISOString() });
