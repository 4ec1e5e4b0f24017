import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Spinner } from './spinner';
import type { ToastLook } from './toast-look';
import { UiWord } from './ui-word';
import type { Toast } from './toast-types';

/**
 * One toast: its icon, words, actions and close button, and its timer. A chunk of its own, fetched
 * when the page is idle or when the first toast shows (toast-viewport.tsx): not in a phone's first
 * download.
 */
export default function ToastItem({
  toast,
  look,
  onDismiss,
}: {
  toast: Toast;
  look: ToastLook;
  onDismiss: (id: string) => void;
}) {
  // Hover or keyboard focus pauses the timer so nobody loses a message while reading it (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (toast.duration == null || paused || toast.leaving) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast.id, toast.duration, toast.timestamp, paused, toast.leaving, onDismiss]);

  const { icon: Icon, bar, iconClass } = look;
  return (
    <li
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={cn(
        'pointer-events-auto flex gap-3 rounded-card border border-l-4 border-ink-200 bg-white p-4 shadow-raised',
        bar,
        toast.leaving ? 'animate-fade-out' : 'animate-fade-in',
      )}
    >
      <span className={cn('mt-0.5 shrink-0', iconClass)}>
        {Icon ? <Icon aria-hidden="true" className="size-5" /> : <Spinner size="sm" className="size-5" />}
      </span>
      <div className="min-w-0 flex-1">
        {toast.title && <p className="font-semibold text-ink-900">{toast.title}</p>}
        <p className="text-sm text-ink-700">{toast.message}</p>
        {toast.actions && toast.actions.length > 0 && (
          <div className="mt-2 flex flex-wrap gap-2">
            {toast.actions.map((a) => (
              <button
                key={a.label}
                type="button"
                onClick={() => {
                  a.onClick();
                  onDismiss(toast.id);
                }}
                className="min-h-11 rounded-field px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {a.label}
              </button>
            ))}
          </div>
        )}
      </div>
      {toast.dismissible && (
        <button
          type="button"
          onClick={() => onDismiss(toast.id)}
          className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-field text-ink-500 hover:bg-ink-100 hover:text-ink-800"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">
            <UiWord pick={(m) => m.dismiss} />
          </span>
        </button>
      )}
    </li>
  );
}
