import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckIn } from '@espasyo/domain/contracts/access-pass';
import { ApiError, ClientErrorCode, errorMessage, isApiError } from '@/lib/api-client';
import { postCheckIn } from '../api/use-check-in';
import { gateKeys } from '../api/keys';

/** A check-in typed while offline: sent when the connection returns, in the order typed, with when it was typed. */
export interface QueuedCheckIn {
  id: string;
  code: string;
  listingId?: string;
  method: 'qr' | 'pin';
  /** When it was typed or scanned (ISO): the server records the check-in at that time. */
  at: string;
  state: 'waiting' | 'sending' | 'sent' | 'refused';
  /** Once sent: the check-in made, or the server's refusal (a pass cancelled meanwhile: passCancelled). */
  checkIn?: CheckIn;
  error?: { code: string; message: string };
}

const RETRY_MS = 15_000;
const keyOf = (userId: string) => `espasyo.check-in-queue.${userId}`;

function load(userId: string): QueuedCheckIn[] {
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    const list = raw ? (JSON.parse(raw) as QueuedCheckIn[]) : [];
    // One left 'sending' when the page closed is sent again: the server's answer decides.
    return Array.isArray(list) ? list.map((e) => (e.state === 'sending' ? { ...e, state: 'waiting' } : e)) : [];
  } catch {
    return [];
  }
}

function save(userId: string, list: QueuedCheckIn[]) {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(list));
  } catch {
    // Storage full or refused: the queue lives while the page is open.
  }
}

/** No answer from the server: the entry waits for the connection. */
export const isOffline = (e: unknown) =>
  isApiError(e, ClientErrorCode.network) || (e instanceof ApiError && e.status >= 500);

/**
 * The check-in page's offline queue, kept on the phone for this user. `add` stores a check-in with
 * its time; `send` posts the waiting ones one after another, in order, stopping at the first that
 * finds no connection; it runs when the browser says it is online again and when the page opens.
 */
export function useCheckInQueue(userId: string) {
  const [items, setItems] = useState<QueuedCheckIn[]>(() => load(userId));
  const list = useRef(items);
  const sending = useRef(false);
  const qc = useQueryClient();

  const update = useCallback(
    (next: QueuedCheckIn[]) => {
      list.current = next;
      save(userId, next);
      setItems(next);
    },
    [userId],
  );
  const patch = useCallback(
    (id: string, change: Partial<QueuedCheckIn>) =>
      update(list.current.map((e) => (e.id === id ? { ...e, ...change } : e))),
    [update],
  );

  const send = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const next = list.current.find((e) => e.state === 'waiting');
        if (!next) break;
        patch(next.id, { state: 'sending' });
        try {
          const checkIn = await postCheckIn({ code: next.code, listingId: next.listingId, at: next.at });
          patch(next.id, { state: 'sent', checkIn });
          void qc.invalidateQueries({ queryKey: gateKeys.checkedInAll });
        } catch (e) {
          if (isOffline(e)) {
            patch(next.id, { state: 'waiting' });
            break;
          }
          patch(next.id, {
            state: 'refused',
            error: { code: e instanceof ApiError ? e.code : 'unknown', message: errorMessage(e) },
          });
        }
      }
    } finally {
      sending.current = false;
    }
  }, [patch, qc]);

  const add = useCallback(
    (entry: Pick<QueuedCheckIn, 'code' | 'listingId' | 'method'>, at = new Date().toISOString()) =>
      update([
        ...list.current,
        { ...entry, id: `${Date.now().toString(36)}-${list.current.length}`, at, state: 'waiting' },
      ]),
    [update],
  );

  /** Forgets the entries already answered. */
  const clearDone = useCallback(
    () => update(list.current.filter((e) => e.state === 'waiting' || e.state === 'sending')),
    [update],
  );

  useEffect(() => {
    const online = () => void send();
    window.addEventListener('online', online);
    if (navigator.onLine) void send();
    // A request that failed with the browser still "online" (a dead Wi-Fi): tried again now and then.
    const timer = setInterval(() => {
      if (navigator.onLine && list.current.some((e) => e.state === 'waiting')) void send();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(timer);
    };
  }, [send]);

  return { items, add, send, clearDone };
}
