import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastViewport } from './toast-viewport';
import type { Toast, ToastInput, ToastType } from './toast-types';

export type { Toast, ToastAction, ToastInput, ToastType } from './toast-types';

/** docs/product/states.md, docs/product/settings.md: 5 s, errors 7 s, loading never; exit animation 300 ms. */
export const TOAST_DURATION = 5000;
export const TOAST_ERROR_DURATION = 7000;
export const TOAST_EXIT_MS = 300;

export function defaultDuration(type: ToastType): number | null {
  if (type === 'loading') return null;
  return type === 'error' ? TOAST_ERROR_DURATION : TOAST_DURATION;
}

export interface ToastApi {
  show: (input: ToastInput) => string;
  success: (message: string, title?: string) => string;
  error: (message: string, title?: string) => string;
  warning: (message: string, title?: string) => string;
  info: (message: string, title?: string) => string;
  loading: (message: string, title?: string) => string;
  /** Replace a toast in place, e.g. a loading toast that becomes success (its timer restarts). */
  update: (id: string, input: ToastInput) => void;
  dismiss: (id: string) => void;
}

function build(id: string, input: ToastInput): Toast {
  const type = input.type ?? 'info';
  return {
    id,
    type,
    title: input.title,
    message: input.message,
    duration: input.duration !== undefined ? input.duration : defaultDuration(type),
    actions: input.actions,
    dismissible: input.dismissible ?? true,
    timestamp: Date.now(),
  };
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const counter = useRef(0);

  const show = useCallback((input: ToastInput) => {
    const id = `toast-${Date.now()}-${++counter.current}`;
    setToasts((list) => [...list, build(id, input)]);
    return id;
  }, []);

  const update = useCallback((id: string, input: ToastInput) => {
    setToasts((list) => list.map((t) => (t.id === id ? build(id, input) : t)));
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, leaving: true } : t)));
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), TOAST_EXIT_MS);
  }, []);

  const api = useMemo<ToastApi>(() => {
    const of = (type: ToastType) => (message: string, title?: string) => show({ type, message, title });
    return {
      show,
      update,
      dismiss,
      success: of('success'),
      error: of('error'),
      warning: of('warning'),
      info: of('info'),
      loading: of('loading'),
    };
  }, [show, update, dismiss]); // stable: showing a toast must not re-render every caller

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** docs/product/errors.md: using the toast facility outside its provider is an error. */
export function useToast(): ToastApi {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast must be used inside <ToastProvider>');
  return value;
}
