import { lazy, Suspense, useEffect } from 'react';
import type { Toast } from './toast-types';
import { toastLook } from './toast-look';

const ToastItem = lazy(() => import('./toast-item'));

/** How long after the page starts the toasts' look is fetched, before any toast needs it. */
const PREFETCH_AFTER_MS = 3000;

/**
 * Two live regions that always exist, so screen readers announce what is added to them:
 * errors assertively, everything else politely. The toasts themselves are drawn by a chunk of
 * their own (toast-item.tsx), fetched a moment after the page starts: a phone's first download
 * carries only these regions (issue 35: room for the offline parts on every page).
 */
export function ToastViewport({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: string) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => void import('./toast-item').catch(() => undefined), PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  const urgent = toasts.filter((t) => t.type === 'error');
  const calm = toasts.filter((t) => t.type !== 'error');
  return (
    <div className="pointer-events-none fixed inset-x-4 top-4 z-50 flex flex-col gap-3 sm:right-4 sm:left-auto sm:w-96">
      <ol aria-live="assertive" aria-relevant="additions" className="flex flex-col gap-3">
        <Suspense fallback={null}>
          {urgent.map((t) => (
            <ToastItem key={t.id} toast={t} look={toastLook[t.type]} onDismiss={onDismiss} />
          ))}
        </Suspense>
      </ol>
      <ol aria-live="polite" aria-relevant="additions" className="flex flex-col gap-3">
        <Suspense fallback={null}>
          {calm.map((t) => (
            <ToastItem key={t.id} toast={t} look={toastLook[t.type]} onDismiss={onDismiss} />
          ))}
        </Suspense>
      </ol>
    </div>
  );
}
