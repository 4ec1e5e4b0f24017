import type { UserDataExport } from '@espasyo/domain';
import type { Executor } from '../../db/client';
import { shownText } from './messaging.mapper';
import { messagingRepository as repo } from './messaging.repository';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * The user's conversations and their messages, for GET /api/me/data-export: each message as the
 * user sees it in the thread (their own as typed; the other side's masked until a booking is confirmed).
 */
export async function conversationsForExport(db: Executor, userId: string): Promise<UserDataExport['conversations']> {
  const { conversations, messages } = await repo.ofUser(db, userId);
  return conversations.map((c) => ({
    id: c.id,
    kind: c.kind,
    listingTitle: c.listingTitle ?? null,
    startedAt: iso(c.createdAt),
    messages: messages
      .filter((msg) => msg.conversationId === c.id)
      .map((msg) => {
        const { body, masked } = shownText(msg, { id: userId }, c.contactsVisible);
        return {
          fromMe: msg.senderId === userId,
          senderRole: msg.senderRole,
          body,
          hasImage: !!msg.imageId,
          masked,
          sentAt: iso(msg.createdAt),
        };
      }),
  }));
}

/**
 * An account's deletion (decision 0041): its support conversation, between the user and the
 * platform only, is deleted with its pictures (the keys answered go through the outbox). Listing
 * conversations stay for the other side, who keeps the record of what was agreed; the deleted
 * user's name there becomes 'Deleted user' with the users row.
 */
export async function deleteSupportConversation(tx: Executor, userId: string): Promise<string[]> {
  const keys = await repo.supportImageKeys(tx, userId);
  await repo.deleteSupportConversation(tx, userId);
  return keys;
}
