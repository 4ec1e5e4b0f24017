import { useMemo, useSyncExternalStore } from 'react';
import { notifyManager, type QueryClient } from '@tanstack/react-query';
import type { MeResult } from '@espasyo/domain/contracts/auth';
import type { ChatMessage } from '@espasyo/domain/contracts/messaging';
import { api, ApiError, ClientErrorCode, errorMessage, isApiError } from '@/lib/api-client';
import { MESSAGES_CLEARED } from '@/lib/offline-pass-storage';
import { authKey } from '@/lib/query-client';
import { addMessage } from './cache';
import { conversationsPath, messageKeys, type ChatScope } from './keys';
import { forgetMessage, keepMessage, keptMessages } from './outgoing-keep';
import { uploadMessageImage } from './upload-image';

/**
 * Messages on their way (issue 21: "a message typed while offline is sent when the connection
 * returns, never twice"). Each carries the `clientMessageId` it was given when written; a resend
 * sends the same one, so the server stores it once. Kept outside React, so moving between
 * conversations keeps them, and on the phone under the writer's id (outgoing-keep.ts, decision
 * 0095), so closing the app keeps them too: the signed-in frame restores them (useOutgoingMessages)
 * and sends what waits, in the order written, when the connection returns.
 */
export interface Outgoing {
  clientMessageId: string;
  /** The writer: kept under their id, and sent only while they are the one signed in. */
  userId: string | null;
  conversationId: string;
  scope: ChatScope;
  body: string;
  file: File | null;
  /** An object URL of the photo for its preview in the thread. */
  previewUrl: string | null;
  /** Set once the photo is uploaded, so a resend does not upload it again. */
  imageId?: string;
  createdAt: string;
  /** The order written, which is the order sent. */
  seq: number;
  /** sending: asked now; waiting: no connection, sent when it returns; failed: refused (error says why). */
  state: 'sending' | 'waiting' | 'failed';
  error?: string;
}

let items: Outgoing[] = [];
const listeners = new Set<() => void>();
const inFlight = new Set<string>();
let lastSeq = 0;
/** Whose messages were restored from the phone into this tab. */
let owner: string | null = null;

function emit(next: Outgoing[]) {
  items = next;
  for (const l of listeners) l();
}
function update(id: string, change: Partial<Outgoing>) {
  if (items.some((o) => o.clientMessageId === id))
    emit(items.map((o) => (o.clientMessageId === id ? { ...o, ...change } : o)));
}
const find = (id: string) => items.find((o) => o.clientMessageId === id);
const nextSeq = () => (lastSeq = Math.max(Date.now(), lastSeq + 1));
const previewOf = (file: Blob | null) =>
  file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;

function keep(o: Outgoing) {
  if (!o.userId) return;
  const { userId, clientMessageId, conversationId, scope, body, file, imageId, createdAt, seq } = o;
  // The photo stays with it even once uploaded: the thread shows it after a restart too.
  keepMessage({
    userId,
    clientMessageId,
    conversationId,
    scope,
    body,
    imageId,
    createdAt,
    seq,
    file,
    fileName: file?.name ?? null,
  });
}
function forget(o: Outgoing) {
  if (o.userId) forgetMessage(o.userId, o.clientMessageId);
}

/** Forget a message on its way (sent, refused, or deleted by its writer). */
export function removeOutgoing(id: string) {
  const gone = find(id);
  if (!gone) return;
  forget(gone);
  if (gone.previewUrl) URL.revokeObjectURL(gone.previewUrl);
  inFlight.delete(id);
  emit(items.filter((o) => o.clientMessageId !== id));
}

/** The session's user, as the frame knows it: another person's message is never sent under it. */
const signedIn = (client: QueryClient) => client.getQueryData<MeResult>(authKey)?.user?.id ?? null;

/**
 * The server was not reached: no connection, or a gateway in the way (a proxy's 502 or 504, a
 * 503 while the server restarts). Tried again later; anything else is the server's answer.
 */
const unreached = (e: unknown) =>
  isApiError(e, ClientErrorCode.network) || (e instanceof ApiError && [502, 503, 504].includes(e.status));

/** Sends one message (its photo first), keeping it as waiting when there is no connection. */
async function deliver(client: QueryClient, id: string) {
  const o = find(id);
  if (!o || inFlight.has(id)) return;
  // Its writer signed out in another tab (and someone else in): it waits for them.
  if (o.userId && o.userId !== signedIn(client)) return update(id, { state: 'waiting' });
  inFlight.add(id);
  let sent = false;
  // A refused one tried again is on its way again: kept until it is sent or refused once more.
  if (o.state === 'failed') keep(o);
  update(id, { state: 'sending', error: undefined });
  try {
    let imageId = o.imageId;
    if (o.file && !imageId) {
      imageId = (await uploadMessageImage(o.scope, o.conversationId, o.file)).imageId;
      update(id, { imageId });
      const now = find(id);
      if (now) keep(now);
    }
    const message = await api.post<ChatMessage>(`${conversationsPath(o.scope, o.conversationId)}/messages`, {
      body: o.body,
      ...(imageId ? { imageId } : {}),
      clientMessageId: o.clientMessageId,
    });
    addMessage(client, o.scope, message);
    // After the thread shows it (queries tell their observers in the next batch), never a blank between.
    notifyManager.schedule(() => removeOutgoing(id));
    sent = true; // in flight until removed, so that nothing sends it again meanwhile
    void client.invalidateQueries({ queryKey: messageKeys.list(o.scope) });
  } catch (e) {
    if (unreached(e)) update(id, { state: 'waiting' });
    else {
      // Refused: shown with why for this tab's life, no longer kept, so never resent after a restart.
      const refused = find(id);
      if (refused) forget(refused);
      update(id, { state: 'failed', error: errorMessage(e) });
    }
  } finally {
    if (!sent) inFlight.delete(id);
  }
}

let flushing: Promise<void> | null = null;
let flushAgain = false;
/** Waiting for the connection, or written while others went first ('Sending…' but not yet asked). */
const due = (o: Outgoing) => o.state === 'waiting' || (o.state === 'sending' && !inFlight.has(o.clientMessageId));

/**
 * The connection is back: send everything that waited for it, one after another in the order it
 * was written, stopping at the first that still finds no connection (the rest would not arrive
 * before it). Asked while it runs, it goes round once more at the end, never two at a time.
 */
export function flushOutgoing(client: QueryClient): Promise<void> {
  if (flushing) {
    flushAgain = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      flushAgain = false;
      const tried = new Set<string>();
      for (;;) {
        const me = signedIn(client);
        const next = items.find((o) => due(o) && !tried.has(o.clientMessageId) && (!o.userId || o.userId === me));
        if (!next) break;
        tried.add(next.clientMessageId);
        await deliver(client, next.clientMessageId);
        if (find(next.clientMessageId)?.state === 'waiting') {
          // Those written meanwhile wait with it.
          for (const o of items) if (o.state === 'sending' && due(o)) update(o.clientMessageId, { state: 'waiting' });
          break;
        }
      }
    } while (flushAgain);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Queue a message the user wrote and send it at once (or when the connection returns). */
export function sendMessage(
  client: QueryClient,
  draft: { userId: string | null; scope: ChatScope; conversationId: string; body: string; file: File | null },
) {
  const clientMessageId = crypto.randomUUID();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  // Behind others still waiting (or being sent in turn), it goes in its turn: the order written is kept.
  const behind = !!flushing || items.some((o) => o.state === 'waiting');
  const message: Outgoing = {
    ...draft,
    clientMessageId,
    previewUrl: previewOf(draft.file),
    createdAt: new Date().toISOString(),
    seq: nextSeq(),
    state: offline ? 'waiting' : 'sending',
  };
  emit([...items, message]);
  keep(message);
  if (offline) return clientMessageId;
  if (behind) void flushOutgoing(client);
  else void deliver(client, clientMessageId);
  return clientMessageId;
}

/** Try one again (the writer's 'Try again'). */
export function retryOutgoing(client: QueryClient, id: string) {
  void deliver(client, id);
}

/** A message the server pushed: if it is one of ours still on its way, it has arrived. */
export function arrived(message: ChatMessage) {
  if (message.clientMessageId) removeOutgoing(message.clientMessageId);
}

/**
 * The signed-in person is known (the frame mounted, or another person signed in): another's
 * messages leave the tab, and this person's kept on the phone come back as waiting, among what the
 * tab already has, in the order written. Nothing is sent here: the caller flushes when online.
 */
export async function restoreOutgoing(userId: string | null): Promise<void> {
  if (userId === owner) return;
  owner = userId;
  dropWhere((o) => o.userId !== userId);
  if (!userId) return;
  const kept = await keptMessages(userId);
  if (owner !== userId) return; // another person meanwhile
  const fresh = kept.filter((k) => !find(k.clientMessageId));
  if (fresh.length === 0) return;
  const restored = fresh.map<Outgoing>((k) => {
    const file =
      k.file && !(k.file instanceof File) ? new File([k.file], k.fileName ?? 'photo', { type: k.file.type }) : k.file;
    lastSeq = Math.max(lastSeq, k.seq);
    return {
      clientMessageId: k.clientMessageId,
      userId: k.userId,
      conversationId: k.conversationId,
      scope: k.scope,
      body: k.body,
      file,
      previewUrl: previewOf(file),
      imageId: k.imageId,
      createdAt: k.createdAt,
      seq: k.seq,
      state: 'waiting',
    };
  });
  emit([...items, ...restored].sort((a, b) => a.seq - b.seq));
}

/** Forgets in memory only (the phone's copy stays or was removed by whoever asked). */
function dropWhere(gone: (o: Outgoing) => boolean) {
  const dropped = items.filter(gone);
  if (dropped.length === 0) return;
  for (const o of dropped) {
    if (o.previewUrl) URL.revokeObjectURL(o.previewUrl);
    inFlight.delete(o.clientMessageId);
  }
  emit(items.filter((o) => !gone(o)));
}

// Sign-out removed every kept message (lib/auth.tsx): the tab forgets its own and whose they were.
if (typeof window !== 'undefined')
  window.addEventListener(MESSAGES_CLEARED, () => {
    owner = null;
    dropWhere(() => true);
  });

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};
const snapshot = () => items;

/** The messages on their way in one conversation, oldest first. */
export function useOutgoing(conversationId: string): Outgoing[] {
  const all = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => all.filter((o) => o.conversationId === conversationId), [all, conversationId]);
}

/** Whether any message waits for the connection. */
export function useAnyWaiting(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => items.some((o) => o.state === 'waiting'),
    () => false,
  );
}

/** For tests: start from nothing, as a new tab does (what is kept on the phone stays). */
export function resetOutgoing() {
  for (const o of items) if (o.previewUrl) URL.revokeObjectURL(o.previewUrl);
  emit([]);
  inFlight.clear();
  owner = null;
  flushing = null;
  flushAgain = false;
}
