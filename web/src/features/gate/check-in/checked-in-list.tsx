import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { useCheckedIn, useCheckOut } from '../api/use-check-in';
import { CheckInCard } from './check-in-result';

/** Who is checked in now at this gate (or at every gate the person checks), each with 'Check out'. */
export function CheckedInList({ listingId }: { listingId?: string }) {
  const m = useMessages('gate').checkedIn;
  const message = useErrorMessage();
  const q = useCheckedIn(listingId);
  const out = useCheckOut();
  const [failure, setFailure] = useState<string | null>(null);
  const items = q.data?.items ?? [];
  return (
    <section aria-labelledby="checked-in-now" className="space-y-3 rounded-card border border-ink-200 bg-white p-5">
      <h2 id="checked-in-now" className="text-lg font-semibold text-ink-900">
        {q.data ? m.headingCount({ count: items.length }) : m.heading}
      </h2>
      {failure && <Alert tone="danger">{failure}</Alert>}
      {q.isPending ? (
        <div role="status" className="h-16 animate-pulse rounded-field bg-ink-100">
          <span className="sr-only">{m.loading}</span>
        </div>
      ) : q.isError ? (
        <p className="text-sm text-ink-600">{m.error}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-ink-600">{m.empty}</p>
      ) : (
        <ul className="space-y-3">
          {items.map((c) => (
            <li key={c.id}>
              <CheckInCard
                checkIn={c}
                heading="h3"
                checkingOut={out.isPending && out.variables === c.id}
                onCheckOut={() => {
                  setFailure(null);
                  out.mutate(c.id, { onError: (e) => setFailure(message(e)) });
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
