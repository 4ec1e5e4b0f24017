import type { Checklist } from '@espasyo/domain/contracts/handover';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';

/**
 * A checklist's words in the interface's language (issue 34): its status with its badge's tone (one
 * colour per status, as the bookings'), and when it can be filled in, or why not.
 */
export function useChecklistWords() {
  const m = useMessages('handover');
  const f = useFormat();
  /** A checklist's status in words, with its badge's tone. */
  const state = (c: Checklist): { label: string; tone: 'neutral' | 'warning' | 'success' | 'info' } => {
    if (c.status === 'complete') return { label: m.statuses.complete, tone: 'success' };
    if (c.status === 'signed_by_one') return { label: m.statuses.signed_by_one, tone: 'warning' };
    if (c.status === 'draft') return { label: m.statuses.draft, tone: 'info' };
    return { label: m.statuses.none, tone: 'neutral' };
  };
  /** When it can be filled in, or why not: a line under the card's title. */
  const windowNote = (c: Checklist): string => {
    const w = m.window;
    const cw = c.window;
    if (cw.state === 'unavailable') return cw.reason === 'no_end' ? w.noEnd : w.unpaid;
    if (cw.state === 'not_yet') return w.opens({ when: f.dateTime(cw.opensAt!) });
    if (cw.state === 'closed') return w.closed;
    if (c.status === 'complete') return w.complete({ when: f.dateTime(c.completedAt!) });
    if (c.status === 'signed_by_one' && c.deemedAt) return w.deemedOn({ when: f.dateTime(c.deemedAt) });
    return cw.closesAt ? w.openUntil({ when: f.dateTime(cw.closesAt) }) : w.openWhile;
  };
  return { m, state, windowNote };
}
