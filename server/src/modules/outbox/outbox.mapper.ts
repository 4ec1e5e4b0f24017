import type { Delivery } from '@espasyo/domain';
import { MAX_ATTEMPTS } from './outbox.constants';
import type { OutboxTaskRow } from './outbox.repository';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A task as staff see it: no payload (a message's text, a link), only its summary. */
export function toDelivery(row: OutboxTaskRow): Delivery {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    summary: row.summary,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: MAX_ATTEMPTS,
    lastError: row.lastError,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    nextAttemptAt: row.status === 'pending' || row.status === 'delivering' ? iso(row.nextAttemptAt) : null,
    deliveredAt: iso(row.deliveredAt),
  };
}
