import { cn } from '@/lib/cn';

/** A grey placeholder block while a list or card loads (UI guidelines: skeletons, no blank screen). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-card bg-ink-100', className)} />;
}
