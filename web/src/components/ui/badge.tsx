import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'danger';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-ink-100 text-ink-700',
  brand: 'bg-brand-50 text-brand-800',
  info: 'bg-info-50 text-info-700',
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-700',
  danger: 'bg-danger-50 text-danger-700',
};

/** One colour per status, used everywhere (UI guidelines: status badges). */
export const statusTone: Record<string, BadgeTone> = {
  pending: 'warning',
  awaiting_payment: 'warning',
  confirmed: 'info',
  active: 'success',
  paid: 'success',
  under_review: 'warning',
  refunded: 'info',
  partially_refunded: 'info',
  processed: 'success',
  completed: 'brand',
  // A tenancy's (issue 32): it ends as a completed booking does.
  notice_given: 'warning',
  ended: 'brand',
  cancelled: 'danger',
  declined: 'danger',
  failed: 'danger',
  rejected: 'danger',
  expired: 'neutral',
  draft: 'neutral',
  pending_review: 'warning',
  paused: 'neutral',
  archived: 'neutral',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
