/**
 * Where the access passes kept on this phone live (issue 33, offline-passes.ts), and the messages
 * written offline (issue 35, the messages feature's outgoing-keep.ts), and their removal at
 * sign-out: in every page's first download, so only this much.
 */
export const PASS_PREFIX = 'espasyo.pass.';

export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (a private window's policy)
  }
}

/** Every kept pass, of every user: at sign-out. */
export function clearStoredPasses(): void {
  const s = storage();
  if (!s) return;
  const keys = Array.from({ length: s.length }, (_, i) => s.key(i)).filter(
    (k): k is string => !!k && k.startsWith(PASS_PREFIX),
  );
  keys.forEach((k) => s.removeItem(k));
}

/** The IndexedDB database of the messages on their way (decision 0095); one store, keyed per user. */
export const MESSAGES_DB = 'espasyo-messages';
/** Told in this tab when sign-out removed them, so the messages feature forgets its copy in memory too. */
export const MESSAGES_CLEARED = 'espasyo:messages-cleared';

/**
 * Every message kept on its way, of every user: at sign-out. Deleting the database is one call
 * that needs no connection of ours; pages holding one close it when asked (lib/idb-store.ts).
 */
export function clearStoredMessages(): void {
  try {
    indexedDB.deleteDatabase(MESSAGES_DB);
  } catch {
    // No IndexedDB here: nothing was kept.
  }
  window.dispatchEvent(new Event(MESSAGES_CLEARED)); // signing out is only ever in a browser
}
