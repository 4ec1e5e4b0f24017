import { useEffect } from 'react';

/**
 * Keeps the screen on while `active`, where the browser has the Wake Lock API (the pass at the
 * gate: the guard should not face a dark phone). The browser drops the lock when the tab is
 * hidden, so it is taken again when the page shows.
 */
export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let done = false;
    const take = async () => {
      try {
        const taken = await navigator.wakeLock.request('screen');
        if (done) void taken.release();
        else lock = taken;
      } catch {
        // Refused (battery saver, not visible): the pass shows anyway.
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible' && (!lock || lock.released)) void take();
    };
    void take();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      done = true;
      document.removeEventListener('visibilitychange', onVisible);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
