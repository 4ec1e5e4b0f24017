import { Link } from 'react-router';
import { ClipboardCheck } from 'lucide-react';
import type { Checklist } from '@espasyo/domain/contracts/handover';
import { paths } from '@espasyo/domain/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { useChecklists } from '@/features/bookings/api/use-checklists';
import { useMessages } from '@/lib/i18n';
import { useChecklistWords } from './checklist-words';

/** Booking statuses that have checklists (paid, not cancelled). */
const withChecklists = ['confirmed', 'active', 'notice_given', 'completed', 'ended'];

function ChecklistCard({ bookingId, c, viewer }: { bookingId: string; c: Checklist; viewer: 'client' | 'host' }) {
  const { m, state: checklistState, windowNote } = useChecklistWords();
  const title = m.kinds[c.kind];
  const state = checklistState(c);
  const slug = c.kind === 'move_in' ? 'move-in' : 'move-out';
  const href = (viewer === 'client' ? paths.client : paths.host).bookingChecklist.getHref(bookingId, slug);
  const reachable = c.window.state === 'open' || c.status !== null;
  const action =
    c.status === 'complete' || !c.canEdit
      ? m.cards.view
      : c.status === null
        ? m.cards.start({ kind: c.kind })
        : c.canSign
          ? m.cards.openAndSign
          : m.cards.open;
  return (
    <li className="space-y-2 rounded-card border border-ink-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink-900">{title}</h3>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      <p className="text-sm text-ink-700">{windowNote(c)}</p>
      {reachable && (
        <Link to={href} className={buttonClasses(c.canSign && c.status !== null ? 'primary' : 'outline', 'sm')}>
          {action}
        </Link>
      )}
    </li>
  );
}

/**
 * The booking page's "Move-in" and "Move-out" cards (issue 33): each checklist's state, when it
 * opens, and the way to it. Only for paid bookings; nothing while loading or if it fails (the
 * checklist page says why).
 */
export function BookingChecklistCards({
  bookingId,
  status,
  viewer,
}: {
  bookingId: string;
  status: string;
  viewer: 'client' | 'host';
}) {
  const shown = withChecklists.includes(status);
  const q = useChecklists(bookingId, shown);
  const m = useMessages('handover');
  if (!shown || !q.data) return null;
  return (
    <section aria-labelledby="checklists-heading" className="space-y-3">
      <h2 id="checklists-heading" className="flex items-center gap-2 text-lg font-semibold text-ink-900">
        <ClipboardCheck aria-hidden="true" className="size-5 text-brand-700" />
        {m.cards.heading}
      </h2>
      <ul className="space-y-3">
        <ChecklistCard bookingId={bookingId} c={q.data.moveIn} viewer={viewer} />
        <ChecklistCard bookingId={bookingId} c={q.data.moveOut} viewer={viewer} />
      </ul>
    </section>
  );
}
