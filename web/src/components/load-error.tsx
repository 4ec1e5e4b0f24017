import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';

/** A read that failed: what went wrong and a way to try again. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const m = useMessages('frame');
  const message = useErrorMessage();
  return (
    <Alert tone="danger" title={title}>
      <p>{message(error)}</p>
      <Button size="sm" variant="outline" className="mt-2" onClick={onRetry}>
        {m.tryAgain}
      </Button>
    </Alert>
  );
}
