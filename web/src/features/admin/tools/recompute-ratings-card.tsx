import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { useRecomputeRatings } from './api';

/** 'Recompute ratings': asks first, like 'Run now', then says how many listings and users it counted. */
export function RecomputeRatingsCard() {
  const m = useMessages('adminSystem').tools.recompute;
  const recompute = useRecomputeRatings();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setError(null);
    recompute.reset();
  };

  return (
    <Card>
      <section
        aria-labelledby="recompute-title"
        className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between"
      >
        <div>
          <h2 id="recompute-title" className="text-lg font-semibold text-ink-900">
            {m.title}
          </h2>
          <p className="mt-1 max-w-prose text-base text-ink-600">{m.description}</p>
        </div>
        <Button
          variant="outline"
          className="shrink-0"
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
        >
          {m.button}
        </Button>
      </section>
      <ConfirmDialog
        open={open}
        onClose={close}
        title={m.confirmTitle}
        description={m.confirmText}
        confirmLabel={m.button}
        pendingLabel={m.pending}
        pending={recompute.isPending}
        error={error}
        onConfirm={() =>
          recompute.mutate(undefined, {
            onSuccess: (r) => {
              toast.success(m.done({ listings: r.listings, users: r.users }), m.doneTitle);
              close();
            },
            onError: (e) => setError(errorMessage(e)),
          })
        }
      />
    </Card>
  );
}
