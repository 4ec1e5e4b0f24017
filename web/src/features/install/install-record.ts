import { storage } from '@/lib/offline-pass-storage';

/**
 * What this browser has done about installing the app (decision 0094), in localStorage: whether
 * the offer is earned (a first booking or listing made here) and how it was answered. Per browser,
 * not per account: it is this phone's home screen that the offer is about.
 */

/** Set by the first booking or listing made in this browser: 'booking' or 'listing'. */
export const EARNED_KEY = 'espasyo.install.earned';
/** Set when the offer was answered: never offered again. */
export const ANSWER_KEY = 'espasyo.install.answer';

/**
 * How the offer was answered: 'Install' pressed ('prompted', then the browser's prompt's outcome,
 * 'accepted' or 'dismissed'), 'Not now', or iOS's 'Got it'.
 */
export type InstallAnswer = 'prompted' | 'accepted' | 'dismissed' | 'not-now' | 'got-it';

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

const read = (key: string) => {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Storage full or refused: the offer then shows no more than the page's life.
  }
  changed();
};

/**
 * A first booking or listing was made: the app has been of use, it may offer itself. The first
 * reason is kept. Called by the booking and listing features on success.
 */
export function markInstallEarned(reason: 'booking' | 'listing'): void {
  if (!read(EARNED_KEY)) write(EARNED_KEY, reason);
}

/** The offer was answered (or the prompt used): it is not made again in this browser. */
export const answerInstallOffer = (answer: InstallAnswer): void => write(ANSWER_KEY, answer);

/** Earned and not yet answered. */
export const installOfferDue = (): boolean => !!read(EARNED_KEY) && !read(ANSWER_KEY);

/** Changes in this tab, and in the site's other tabs (the storage event). */
export function subscribeInstallRecord(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
