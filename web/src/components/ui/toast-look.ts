import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';

/**
 * Each kind of toast's icon and colours, given to toast-item.tsx by the viewport: the forms of the
 * public pages draw these icons too, so they stay in the first download with the toasts' live
 * regions rather than becoming small chunks of their own beside the toast's.
 */
export const toastLook = {
  success: { icon: CircleCheck, bar: 'border-l-success-600', iconClass: 'text-success-600' },
  error: { icon: CircleAlert, bar: 'border-l-danger-600', iconClass: 'text-danger-600' },
  warning: { icon: TriangleAlert, bar: 'border-l-warning-600', iconClass: 'text-warning-600' },
  info: { icon: Info, bar: 'border-l-info-600', iconClass: 'text-info-600' },
  loading: { icon: null, bar: 'border-l-brand-600', iconClass: 'text-brand-600' },
} as const;

export type ToastLook = (typeof toastLook)[keyof typeof toastLook];
