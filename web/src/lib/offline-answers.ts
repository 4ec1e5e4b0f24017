import { useSyncExternalStore } from 'react';

/**
 * The API answers on screen that the service worker took from its cache because the network did
 * not answer (issue 35, decision 0093): each address with the time it was fetched. The connection
 * banner says "Offline — shown as of 10:42" from the oldest; a fresh answer to the same address
 * takes it off the list.
 */
const shownAsOf = new Map<string, number>();
let oldest: number | null = null;
const listeners = new Set<() => void>();

/** Called with every GET's answer (api-client.ts): the worker's CACHED_AT_HEADER, or null for a fresh one. */
export function noteAnswer(path: string, cachedAt: string | null): void {
  const at = cachedAt ? Date.parse(cachedAt) : NaN;
  if (!Number.isNaN(at)) shownAsOf.set(path, at);
  else if (!shownAsOf.delete(path)) return;
  oldest = shownAsOf.size ? Math.min(...shownAsOf.values()) : null;
  listeners.forEach((l) => l());
}

/** True when the last answer to `path` was the service worker's kept copy. */
export const answeredFromCache = (path: string): boolean => shownAsOf.has(path);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** When the oldest answer on screen was fetched, if one came from the cache; else null. */
export const useShownAsOf = (): number | null =>
  useSyncExternalStore(
    subscribe,
    () => oldest,
    () => null,
  );
