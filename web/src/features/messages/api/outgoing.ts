import { useMemo, useSyncExternalStore } from 'react';
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@espasyo/domain/contracts/messaging';
import { api, ClientErrorCode, errorMessage, isApiError } from '@/lib/api-client';
import { addMessage } from './cache';
import { conversationsPath, messageKeys, type ChatScope } from './keys';
import { uploadMessageImage } from './upload-image';

/**
 * Messages on their way (issue 21: "a message typed while offline is sent when the connection
 * returns, never twice"). Each carries the `clientMessageId` it was given when written; a resend
 * sends the same one, so the server stores it once. Kept for the tab's life, outside React, so
 * moving between conversations keeps them; sent again on the browser's `online` event and when
 * the realtime socket reconnects (useLiveMessages).
 */
export interface Outgoing {
  clientMessageId: string;
  conversationId: string;
  scope: ChatScope;
  body: string;
  file: File | null;
  /** An object URL of the photo for its preview in the thread. */
  previewUrl: string | null;
  /** Set once the photo is uploaded, so a resend does not upload it again. */
  imageId?: string;
  createdAt: string;
  /** sending: asked now; waiting: no connection, sent when it returns; failed: refused (error says why). */
  state: 'sending' | 'waiting' | 'failed';
  error?: string;
}

let items: Outgoing[] = [];
const listeners = new Set<() => void>();
const inFlight = new Set<string>();

function emit(next: Outgoing[]) {
  items = next;
  for (const l of listeners) l();
}
function update(id: string, change: Partial<Outgoing>) {
  if (items.some((o) => o.clientMessageId === id))
    emit(items.map((o) => (o.clientMessageId === id ? { ...o, ...change } : o)));
}

/** Forget a message on its way (sent, or deleted by its writer). */
export function removeOutgoing(id: string) {
  const gone = items.find((o) => o.clientMessageId === id);
  if (!gone) return;
  if (gone.previewUrl) URL.revokeObjectURL(gone.previewUrl);
  emit(items.filter((o) => o.clientMessageId !== id));
}

/** Sends one message (its photo first), keeping it as waiting when there is no connection. */
async function deliver(client: QueryClient, id: string) {
  const o = items.find((x) => x.clientMessageId === id);
  if (!o || inFlight.has(id)) return;
  inFlight.add(id);
  update(id, { state: 'sending', error: undefined });
  try {
    let imageId = o.imageId;
    if (o.file && !imageId) {
      imageId = (await uploadMessageImage(o.scope, o.conversationId, o.file)).imageId;
      update(id, { imageId });
    }
    const message = await api.post<ChatMessage>(`${conversationsPath(o.scope, o.conversationId)}/messages`, {
      body: o.body,
      ...(imageId ? { imageId } : {}),
      clientMessageId: o.clientMessageId,
    });
    addMessage(client, o.scope, message);
    // After the thread shows it (queries tell their observers in the next batch), never a blank between.
    notifyManager.schedule(() => removeOutgoing(id));
    void client.invalidateQueries({ queryKey: messageKeys.list(o.scope) });
  } catch (e) {
    if (isApiError(e, ClientErrorCode.network)) update(id, { state: 'waiting' });
    else update(id, { state: 'failed', error: errorMessage(e) });
  } finally {
    inFlight.delete(id);
  }
}

/** Queue a message the user wrote and send it at once (or when the connection returns). */
export function sendMessage(
  client: QueryClient,
  draft: { scope: ChatScope; conversationId: string; body: string; file: File | null },
) {
  const clientMessageId = crypto.randomUUID();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  emit([
    ...items,
    {
      ...draft,
      clientMessageId,
      previewUrl: draft.file ? URL.createObjectURL(draft.file) : null,
      createdAt: new Date().toISOString(),
      state: offline ? 'waiting' : 'sending',
    },
  ]);
  if (!offline) void deliver(client, clientMessageId);
  return clientMessageId;
}

/** Try one again (the writer's 'Try again'). */
export function retryOutgoing(client: QueryClient, id: string) {
  void deliver(client, id);
}

/** The connection is back: send everything that waited for it, in the order it was written. */
export async function flushOutgoing(client: QueryClient) {
  for (const o of items.filter((x) => x.state === 'waiting')) await deliver(client, o.clientMessageId);
}

/** A message the server pushed: if it is one of ours still on its way, it has arrived. */
export function arrived(message: ChatMessage) {
  if (message.clientMessageId) removeOutgoing(message.clientMessageId);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The messages on their way in one conversation, oldest first. */
export function useOutgoing(conversationId: string): Outgoing[] {
  const all = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return useMemo(() => all.filter((o) => o.conversationId === conversationId), [all, conversationId]);
}

/** For tests: start from nothing. */
export function resetOutgoing() {
  for (const o of items) if (o.previewUrl) URL.revokeObjectURL(o.previewUrl);
  emit([]);
  inFlight.clear();
}
