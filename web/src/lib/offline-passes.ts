import { PASS_PREFIX as PREFIX, storage } from './offline-pass-storage';

/**
 * The access passes kept on this phone (issue 33): once opened, a pass shows again with no
 * connection. One localStorage entry per user and booking; signing out removes them all, so the
 * next person on a shared phone sees none. The session code that clears them at sign-out is in
 * every page, so it lives apart (offline-pass-storage.ts); the pass feature checks what it reads back.
 */
const keyOf = (userId: string, bookingId: string) => `${PREFIX}${userId}.${bookingId}`;

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
