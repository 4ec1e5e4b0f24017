/**
 * A stand-in for `@/lib/realtime` in component tests, which have no server to open a socket to:
 *
 *   vi.mock('@/lib/realtime', () => import('@/testing/mocks/realtime'));
 *
 * Components subscribe as they would; the test plays the server with `emit(topic, data)` and
 * a dropped connection with `reconnect()`.
 */
import { act } from '@testing-library/react';

interface Handlers {
  onMessage: (message: unknown) => void;
  onReconnect?: () => void;
}

const subscribers = new Map<string, Handlers>();

export function useRealtime<T = unknown>(
  topic: string | null,
  onMessage: (message: T) => void,
  onReconnect?: () => void,
): void {
  // The latest handlers of the latest render, as the real hook calls.
  if (topic) subscribers.set(topic, { onMessage: onMessage as (m: unknown) => void, onReconnect });
}

export function subscribe(): () => void {
  return () => undefined;
}

export const backoffDelay = (attempt: number) => 1000 * 2 ** attempt;

/** The server publishes `data` on `topic` (with the topic, as the hub sends it). */
export function emit(topic: string, data: object) {
  const s = subscribers.get(topic);
  if (!s) throw new Error(`nobody listens to ${topic}; listening: ${[...subscribers.keys()].join(', ')}`);
  act(() => s.onMessage({ topic, ...data }));
}

/** The socket came back after a drop: subscribers refetch what they show. */
export function reconnect() {
  act(() => {
    for (const s of subscribers.values()) s.onReconnect?.();
  });
}

export function resetRealtime() {
  subscribers.clear();
}
