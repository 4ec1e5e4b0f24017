import type { Checklist } from '@espasyo/domain/contracts/handover';
import { handoverMessages as m } from '@espasyo/domain/messages/handover';
import { formatDateTime } from '@/lib/format';

/** A checklist's status in words, with its badge's tone (one colour per status, as the bookings'). */
export function checklistState(c: Checklist): { label: string; tone: 'neutral' | 'warning' | 'success' | 'info' } {
  if (c.status === 'complete') return { label: m.statuses.complete, tone: 'success' };
  if (c.status === 'signed_by_one') return { label: m.statuses.signed_by_one, tone: 'warning' };
  if (c.status === 'draft') return { label: m.statuses.draft, tone: 'info' };
  return { label: m.statuses.none, tone: 'neutral' };
}

/** When it can be filled in, or why not: a line under the card's title. */
export function windowNote(c: Checklist): string {
  const w = c.window;
  if (w.state === 'unavailable') return w.reason === 'no_end' ? m.moveOutNotYet : 'Opens once the booking is paid.';
  if (w.state === 'not_yet') return `Opens ${formatDateTime(w.opensAt!)}.`;
  if (w.state === 'closed') return 'Closed: its window has passed.';
  if (c.status === 'complete') return `Signed by both sides on ${formatDateTime(c.completedAt!)}.`;
  if (c.status === 'signed_by_one' && c.deemedAt)
    return `Taken as accepted by the other side on ${formatDateTime(c.deemedAt)} unless signed before.`;
  return w.closesAt ? `Open until ${formatDateTime(w.closesAt)}.` : 'Open while the tenancy runs.';
}
