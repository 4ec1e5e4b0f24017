import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { titleOfCode } from './check-in-result';
import type { QueuedCheckIn } from './use-check-in-queue';

const tones: Record<QueuedCheckIn['state'], BadgeTone> = {
  waiting: 'warning',
  sending: 'info',
  sent: 'success',
  refused: 'danger',
};

/** The check-ins typed offline, in order: each one's time, state and, once sent, its answer. */
export function QueueList({ items, onClear }: { items: QueuedCheckIn[]; onClear: () => void }) {
  const gate = useMessages('gate');
  const m = gate.queue;
  const f = useFormat();
  if (items.length === 0) return null;
  /** A PIN or QR on its way: a PIN shows its digits, a QR only that it was one (its token is a secret). */
  const what = (e: QueuedCheckIn) => (e.method === 'pin' ? m.pin({ code: e.code }) : m.qr);
  const done = items.some((e) => e.state === 'sent' || e.state === 'refused');
  return (
    <section aria-labelledby="check-in-queue" className="space-y-3 rounded-card border border-ink-200 bg-white p-5">
      <h2 id="check-in-queue" className="text-lg font-semibold text-ink-900">
        {m.heading}
      </h2>
      <p className="text-sm text-ink-600">{m.text}</p>
      <ol className="divide-y divide-ink-100">
        {items.map((e) => (
          <li key={e.id} className="space-y-1 py-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium text-ink-900">
                {what(e)} · {f.dateTime(e.at)}
              </p>
              <Badge tone={tones[e.state]}>{m.states[e.state]}</Badge>
            </div>
            {e.state === 'sent' && e.checkIn && (
              <p className="text-sm text-ink-700">{`${e.checkIn.renter.name} · ${e.checkIn.listing.title}`}</p>
            )}
            {e.state === 'refused' && e.error && (
              <p className="text-sm text-danger-700">
                {m.refusal({ title: titleOfCode(gate.result.titles, e.error.code), message: e.error.message })}
              </p>
            )}
          </li>
        ))}
      </ol>
      {done && (
        <Button variant="ghost" size="sm" onClick={onClear}>
          {m.clear}
        </Button>
      )}
    </section>
  );
}
