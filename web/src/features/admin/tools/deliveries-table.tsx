import { RotateCw } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { Delivery } from './api';

const kinds: Record<string, string> = {
  email: 'Email',
  sms: 'Text message',
  'file.delete': 'File clean-up',
  realtime: 'Realtime push',
  'payment.refund': 'Refund at the gateway',
  'payment.close_checkout': 'Checkout closed at the gateway',
  'payment.webhook': 'Gateway event processed',
};
export const kindLabel = (kind: string) => kinds[kind] ?? kind;

const statuses: Record<Delivery['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting', tone: 'warning' },
  delivering: { label: 'Sending', tone: 'info' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

const columns = ['Kind', 'Recipient / summary', 'Status', 'Attempts', 'Last error', 'Times', ''];

function When({ label, at }: { label: string; at: string | null }) {
  if (!at) return null;
  return (
    <span className="block whitespace-nowrap">
      <span className="text-ink-600">{label} </span>
      <time dateTime={at} className="text-ink-800">
        {formatDateTime(at)}
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
  return (
    <div className="overflow-x-auto rounded-card border border-ink-200 bg-white shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Deliveries</caption>
        <thead className="border-b border-ink-200 bg-ink-50 text-ink-700">
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className="px-4 py-3 font-semibold">
                {c || <span className="sr-only">Actions</span>}
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
                <Badge tone={statuses[d.status].tone}>{statuses[d.status].label}</Badge>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-ink-800">
                {d.attempts} of {d.maxAttempts}
              </td>
              <td className="max-w-72 px-4 py-3 break-words text-ink-700">{d.lastError ?? '—'}</td>
              <td className="px-4 py-3">
                <When label="Queued" at={d.createdAt} />
                {d.status === 'pending' && <When label="Next try" at={d.nextAttemptAt} />}
                {d.status === 'failed' && <When label="Failed" at={d.updatedAt} />}
                <When label="Delivered" at={d.deliveredAt} />
              </td>
              <td className="px-4 py-2 text-right">
                {(d.status === 'failed' || d.status === 'pending') && (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onRetry(d)}
                    loading={retrying === d.id}
                    loadingText="Retrying..."
                    disabled={retrying !== null}
                    icon={<RotateCw aria-hidden="true" className="size-4" />}
                    aria-label={`Retry ${kindLabel(d.kind).toLowerCase()}${d.recipient ? ` to ${d.recipient}` : ''}`}
                  >
                    Retry
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
