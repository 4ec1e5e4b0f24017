import { idbStore, type KeyValueStore } from '@/lib/idb-store';
import { MESSAGES_DB } from '@/lib/offline-pass-storage';
import type { ChatScope } from './keys';

/**
 * The copy on the phone of the messages on their way (decision 0095): what is needed to send one
 * again after the app was closed, under its writer's id, so that another person signing in on the
 * same phone never sees or sends it. Kept from the moment it is written until it is sent, deleted
 * or refused; sign-out removes every one (lib/offline-pass-storage.ts). A failure to keep (storage
 * full or refused, no IndexedDB) is silent: the message still goes while the app stays open.
 */
export interface KeptMessage {
  userId: string;
  clientMessageId: string;
  conversationId: string;
  scope: ChatScope;
  body: string;
  /** The photo as the writer chose it (IndexedDB keeps a File): uploaded if imageId is not set yet, and shown. */
  file: Blob | null;
  fileName: string | null;
  /** Once uploaded: sent with the message, never uploaded again. */
  imageId?: string;
  createdAt: string;
  /** The order written, across restarts (a message's time can repeat to the millisecond). */
  seq: number;
}

let store: KeyValueStore<KeptMessage> | null = null;
const kept = () => (store ??= idbStore<KeptMessage>(MESSAGES_DB, 'outgoing'));
const keyOf = (userId: string, clientMessageId: string) => `${userId}/${clientMessageId}`;

export function keepMessage(message: KeptMessage): void {
  kept()
    .set(keyOf(message.userId, message.clientMessageId), message)
    .catch(() => undefined);
}

export function forgetMessage(userId: string, clientMessageId: string): void {
  kept()
    .delete(keyOf(userId, clientMessageId))
    .catch(() => undefined);
}

/** This user's messages kept on the phone, in the order written; none when the storage fails. */
export async function keptMessages(userId: string): Promise<KeptMessage[]> {
  try {
    const all = await kept().valuesFrom(`${userId}/`);
    return all.filter((m) => m.userId === userId).sort((a, b) => a.seq - b.seq);
  } catch {
    return [];
  }
}

/** For tests: keep them here instead (an in-memory store), or go back to IndexedDB with null. */
export function setKeptStore(next: KeyValueStore<KeptMessage> | null) {
  store = next;
}
