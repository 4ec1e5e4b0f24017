import { useEffect, useRef, useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { useToast } from '@/components/ui/toast';
import { useMessages } from '@/lib/i18n';
import { formatTime } from '@/lib/format';
import { useShownAsOf } from '@/lib/offline-answers';
import { takeUpdatedFlag } from '@/lib/service-worker-flag';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Online or offline, following the browser's network events (docs/product/states.md). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Offline, or showing what the service worker kept because the network did not answer: a bar at
 * the top that says so ("Offline — shown as of 10:42" when kept answers are on screen). Also the
 * quiet "Updated" after the app took a new version (lib/service-worker.ts).
 */
export function ConnectionBanner() {
  const m = useMessages('nav');
  const online = useOnlineStatus();
  const asOf = useShownAsOf();
  const toast = useToast();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (takeUpdatedFlag()) toast.success(m.updated);
  }, [toast, m]);

  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      toast.success(m.backOnline);
    }
  }, [online, toast, m]);

  if (online && asOf === null) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-warning-700 px-4 py-2 text-center text-sm font-medium text-white"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {asOf === null ? m.offline : m.offlineAsOf({ time: formatTime(asOf) })}
    </div>
  );
}
