import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
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

/** A read that failed: what went wrong and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="danger" title={title}>
      <p>{errorMessage(error)}</p>
      <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
