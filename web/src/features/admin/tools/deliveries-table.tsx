import { RotateCw } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import type { Delivery } from './api';

/** The outbox's task kinds, by their key in adminSystem.tools.deliveries.kinds. */
const kindKeys = {
  email: 'email',
  sms: 'sms',
  'file.delete': 'fileDelete',
  realtime: 'realtime',
  'payment.refund': 'paymentRefund',
  'payment.close_checkout': 'paymentCloseCheckout',
  'payment.webhook': 'paymentWebhook',
} as const;

const tones: Record<Delivery['status'], BadgeTone> = {
  pending: 'warning',
  delivering: 'info',
  delivered: 'success',
  failed: 'danger',
};

/** A task's kind as a person reads it ('Text message'); an unknown kind is itself. */
export function useKindLabel() {
  const kinds = useMessages('adminSystem').tools.deliveries.kinds;
  return (kind: string) => (kind in kindKeys ? kinds[kindKeys[kind as keyof typeof kindKeys]] : kind);
}

function When({ label, at }: { label: string; at: string | null }) {
  const f = useFormat();
  if (!at) return null;
  return (
    <span className="block whitespace-nowrap">
      <span className="text-ink-600">{label} </span>
      <time dateTime={at} className="text-ink-800">
        {f.dateTime(at)}
      </time>
    </span>
  );
}

/** The outbox's tasks: what, for whom, where each stands and its last error; a retry for failed and waiting ones. */
export function DeliveriesTable({
  items,
  onRetry,
  retrying,
}: {
  items: Delivery[];
  onRetry: (d: Delivery) => void;
  retrying: string | null;
}) {
  const m = useMessages('adminSystem').tools.deliveries;
  const kindLabel = useKindLabel();
  const c = m.columns;
  const columns = [c.kind, c.recipient, c.status, c.attempts, c.lastError, c.times, ''];
  return (
    <div className="relative overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{m.title}</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
          <tr>
            {columns.map((col, i) => (
              <th key={i} scope="col" className="px-4 py-3 font-semibold">
                {col || <span className="sr-only">{c.actions}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {items.map((d) => (
            <tr key={d.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap text-ink-800">{kindLabel(d.kind)}</td>
              <td className="max-w-72 px-4 py-3">
                {d.recipient && <span className="block font-medium break-all text-ink-900">{d.recipient}</span>}
                <span className="block break-words text-ink-700">{d.summary}</span>
              </td>
              <td className="px-4 py-3">
                <Badge tone={tones[d.status]}>{m.statuses[d.status]}</Badge>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-800">
                {m.attemptsOf({ attempts: d.attempts, max: d.maxAttempts })}
              </td>
              <td className="max-w-72 px-4 py-3 break-words text-ink-700">{d.lastError ?? '—'}</td>
              <td className="px-4 py-3">
                <When label={m.queued} at={d.createdAt} />
                {d.status === 'pending' && <When label={m.nextTry} at={d.nextAttemptAt} />}
                {d.status === 'failed' && <When label={m.failedAt} at={d.updatedAt} />}
                <When label={m.deliveredAt} at={d.deliveredAt} />
              </td>
              <td className="px-4 py-2 text-right">
                {(d.status === 'failed' || d.status === 'pending') && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onRetry(d)}
                    loading={retrying === d.id}
                    loadingText={m.retrying}
                    disabled={retrying !== null}
                    icon={<RotateCw aria-hidden="true" className="size-4" />}
                    aria-label={
                      d.recipient
                        ? m.retryLabelTo({ kind: kindLabel(d.kind).toLowerCase(), recipient: d.recipient })
                        : m.retryLabel({ kind: kindLabel(d.kind).toLowerCase() })
                    }
                  >
                    {m.retry}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
