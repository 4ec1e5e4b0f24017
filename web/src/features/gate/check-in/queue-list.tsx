import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { titleOfCode } from './check-in-result';
import type { QueuedCheckIn } from './use-check-in-queue';

const states: Record<QueuedCheckIn['state'], { label: string; tone: BadgeTone }> = {
  waiting: { label: 'Waiting for a connection', tone: 'warning' },
  sending: { label: 'Sending', tone: 'info' },
  sent: { label: 'Checked in', tone: 'success' },
  refused: { label: 'Refused', tone: 'danger' },
};

/** A PIN or QR on its way: a PIN shows its digits, a QR only that it was one (its token is a secret). */
const what = (e: QueuedCheckIn) => (e.method === 'pin' ? `PIN ${e.code}` : 'QR code');

/** The check-ins typed offline, in order: each one's time, state and, once sent, its answer. */
export function QueueList({ items, onClear }: { items: QueuedCheckIn[]; onClear: () => void }) {
  if (items.length === 0) return null;
  const done = items.some((e) => e.state === 'sent' || e.state === 'refused');
  return (
    <section aria-labelledby="check-in-queue" className="space-y-3 rounded-card border border-ink-200 bg-white p-5">
      <h2 id="check-in-queue" className="text-lg font-semibold text-ink-900">
        Typed offline
      </h2>
      <p className="text-sm text-ink-600">Sent in order when the connection returns, with the time each was typed.</p>
      <ol className="divide-y divide-ink-100">
        {items.map((e) => (
          <li key={e.id} className="space-y-1 py-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium text-ink-900">
                {what(e)} · {formatDateTime(e.at)}
              </p>
              <Badge tone={states[e.state].tone}>{states[e.state].label}</Badge>
            </div>
            {e.state === 'sent' && e.checkIn && (
              <p className="text-sm text-ink-700">{`${e.checkIn.renter.name} · ${e.checkIn.listing.title}`}</p>
            )}
            {e.state === 'refused' && e.error && (
              <p className="text-sm text-danger-700">{`${titleOfCode(e.error.code)}: ${e.error.message}`}</p>
            )}
          </li>
        ))}
      </ol>
      {done && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          Clear the answered ones
        </Button>
      )}
    </section>
  );
}
