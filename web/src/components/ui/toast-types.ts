/** The toast record of docs/product/records.md. */
export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'loading';
export interface ToastAction {
  label: string;
  onClick: () => void;
}
export interface Toast {
  id: string;
  type: ToastType;
  title?: string;
  message: string;
  /** Milliseconds before it leaves by itself; null = stays until dismissed (loading). */
  duration: number | null;
  actions?: ToastAction[];
  dismissible: boolean;
  timestamp: number;
  /** True during the 300 ms exit animation. */
  leaving?: boolean;
}
export type ToastInput = Partial<Omit<Toast, 'id' | 'timestamp' | 'leaving' | 'message'>> & { message: string };
