/**
 * Where the access passes kept on this phone live (issue 33, offline-passes.ts), and their removal
 * at sign-out: in every page's first download, so only this much.
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
