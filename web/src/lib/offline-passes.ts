/**
 * The access passes kept on this phone (issue 33): once opened, a pass shows again with no
 * connection. One localStorage entry per user and booking; signing out removes them all, so the
 * next person on a shared phone sees none. (No schema here: the session code that clears them is
 * in every page; the pass feature checks what it reads back.)
 */
const PREFIX = 'espasyo.pass.';
const keyOf = (userId: string, bookingId: string) => `${PREFIX}${userId}.${bookingId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (a private window's policy)
  }
}

export function keepPass(userId: string, bookingId: string, pass: unknown): void {
  try {
    storage()?.setItem(keyOf(userId, bookingId), JSON.stringify(pass));
  } catch {
    // Full or refused: the pass still shows online.
  }
}

/** What was kept for this user and booking (unchecked), or null. */
export function keptPass(userId: string, bookingId: string): unknown {
  const raw = storage()?.getItem(keyOf(userId, bookingId));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The server no longer has this pass (cancelled, ended). */
export function forgetPass(userId: string, bookingId: string): void {
  storage()?.removeItem(keyOf(userId, bookingId));
}

/** Every kept pass, of every user: at sign-out. */
export function clearStoredPasses(): void {
  const s = storage();
  if (!s) return;
  const keys = Array.from({ length: s.length }, (_, i) => s.key(i)).filter(
    (k): k is string => !!k && k.startsWith(PREFIX),
  );
  keys.forEach((k) => s.removeItem(k));
}
