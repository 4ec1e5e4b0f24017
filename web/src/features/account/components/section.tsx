import type { ComponentType, ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/**
 * One titled card of the profile or settings page. The id is a link target (the guard's
 * 'Account Verification Required' screen links to #email, #phone and #verification);
 * scroll-margin keeps the heading clear of the sticky top bar.
 */
export function Section({
  id,
  title,
  description,
  icon: Icon,
  aside,
  children,
  className,
  level = 2,
}: {
  level?: 2 | 3;
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-title` : undefined;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-24', className)}>
      <Card>
        <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 items-start gap-3">
            {Icon && (
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            )}
            <div className="min-w-0">
              <Heading id={headingId} className="text-lg font-semibold text-ink-900">
                {title}
              </Heading>
              {description && <p className="mt-1 max-w-prose text-sm text-ink-600">{description}</p>}
            </div>
          </div>
          {aside}
        </div>
        {children}
      </Card>
    </section>
  );
}

/** Grey placeholder blocks while a card's data loads (no blank screen, no layout jump). */
export function SkeletonLines({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse space-y-3', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className={cn('h-4 rounded bg-ink-200', i === lines - 1 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}
