import { useEffect, useRef, useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { useToast } from '@/components/ui/toast';
import { useMessages } from '@/lib/i18n';

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

export function ConnectionBanner() {
  const m = useMessages('nav');
  const online = useOnlineStatus();
  const toast = useToast();
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      toast.success(m.backOnline);
    }
  }, [online, toast, m]);

  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-0 z-50 flex items-center justify-center gap-2 bg-warning-700 px-4 py-2 text-center text-sm font-medium text-white"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      {m.offline}
    </div>
  );
}
