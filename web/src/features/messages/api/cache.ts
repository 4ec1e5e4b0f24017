import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ChatMessage, Conversation } from '@espasyo/domain/contracts/messaging';
import { messageKeys, type ChatScope } from './keys';
import type { ConversationList, MessagesPage } from './types';

type Thread = InfiniteData<MessagesPage, string | undefined>;

/** Staff answer as support: in the inbox, 'ours' is every support message, whoever wrote it. */
export const isOwnMessage = (m: ChatMessage, scope: ChatScope, userId: string | undefined) =>
  scope === 'staff' ? m.senderRole === 'support' : m.senderId === userId;

/**
 * A message the server stored (the answer to a send, or one pushed live) into its thread, if the
 * thread is loaded: replaced when already there (by id, or by the sender's clientMessageId: a
 * resend is the same message), else added at the newest end.
 */
export function addMessage(client: QueryClient, scope: ChatScope, message: ChatMessage) {
  client.setQueryData<Thread>(messageKeys.thread(scope, message.conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const same = (m: ChatMessage) =>
      m.id === message.id || (!!message.clientMessageId && m.clientMessageId === message.clientMessageId);
    if (data.pages.some((p) => p.items.some(same)))
      return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map((m) => (same(m) ? message : m)) })) };
    const [newest, ...rest] = data.pages;
    return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...rest] };
  });
}

/** Changes the messages of a loaded thread (`change` returns the message itself to leave it). */
function updateMessages(
  client: QueryClient,
  scope: ChatScope,
  conversationId: string,
  change: (m: ChatMessage) => ChatMessage,
) {
  client.setQueryData<Thread>(messageKeys.thread(scope, conversationId), (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(change) })) } : data,
  );
}

/**
 * Someone read the conversation up to `readAt` (message.read): the messages of the other side
 * until then are read. In the inbox a reader is the user (support's messages are seen) or a
 * staff member (the user's are read).
 */
export function markSeenBy(
  client: QueryClient,
  scope: ChatScope,
  conversationId: string,
  readerId: string,
  readAt: string,
) {
  const conversation = client
    .getQueryData<ConversationList>(messageKeys.list(scope))
    ?.items.find((c) => c.id === conversationId);
  const readerIsStaff = scope === 'staff' && conversation?.other.id !== readerId;
  const written = (m: ChatMessage) =>
    scope === 'staff' ? (m.senderRole === 'support') !== readerIsStaff : m.senderId !== readerId;
  updateMessages(client, scope, conversationId, (m) =>
    written(m) && m.readAt === null && m.createdAt <= readAt ? { ...m, readAt } : m,
  );
}

/** We read the conversation: the other side's messages are read (so the page does not mark them again). */
export function markIncomingRead(
  client: QueryClient,
  scope: ChatScope,
  conversationId: string,
  userId: string | undefined,
  readAt: string,
) {
  updateMessages(client, scope, conversationId, (m) =>
    !isOwnMessage(m, scope, userId) && m.readAt === null ? { ...m, readAt } : m,
  );
}

/** The list and the conversation show no unread messages. */
export function setConversationRead(client: QueryClient, scope: ChatScope, conversationId: string) {
  const read = (c: Conversation) => (c.id === conversationId ? { ...c, unread: 0 } : c);
  client.setQueryData<ConversationList>(messageKeys.list(scope), (list) =>
    list ? { ...list, items: list.items.map(read) } : list,
  );
  client.setQueryData<Conversation>(messageKeys.conversation(scope, conversationId), (c) => (c ? read(c) : c));
}
