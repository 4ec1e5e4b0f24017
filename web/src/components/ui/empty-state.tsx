import type { ComponentType, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What is missing, why, and what to do next (UI guidelines: empty states have a button). */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
}: {
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-card border border-dashed border-ink-300 bg-ink-50 px-6 py-12 text-center',
        className,
      )}
    >
      {Icon && (
        <div className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-7" />
        </div>
      )}
      <h2 className="text-lg font-semibold text-ink-900">{title}</h2>
      {children && <div className="mt-2 max-w-prose text-base text-ink-600">{children}</div>}
      {action && <div className="mt-6 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
