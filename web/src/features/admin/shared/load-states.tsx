import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

/** Grey placeholders while a list loads, announced as busy under `label`. */
export function LoadingList({
  label,
  count = 3,
  itemClassName,
  className = 'space-y-3',
}: {
  label: string;
  count?: number;
  itemClassName: string;
  className?: string;
}) {
  return (
    <div className={cn(className)} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}
