import { Link } from 'react-router';
import type { DisputeSummary } from '@espasyo/domain/contracts/disputes';
import { disputeMessages } from '@espasyo/domain/messages/disputes';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { formatDate, formatMoney } from '@/lib/format';
import { disputeHref } from './booking-disputes';
import { DisputeStatusBadge } from './dispute-status-badge';

const m = disputeMessages;
const c = m.centre;

/** What the decision was, as the viewer reads it: the refund to them (the client's) or to the client (the host's). */
function outcome(d: DisputeSummary, viewer: 'client' | 'host'): string {
  const refund = d.refundAmount ?? 0;
  if (refund === 0) return c.noRefund;
  return viewer === 'client' ? c.refundToYou(formatMoney(refund)) : c.refundToClient(formatMoney(refund));
}

/**
 * One dispute of the user's: the listing (a link to the dispute), its status, the reason, who
 * opened it and when, the other side, and once resolved when and what was refunded; the booking.
 */
export function MyDisputeItem({ dispute: d, viewer }: { dispute: DisputeSummary; viewer: 'client' | 'host' }) {
  const who = d.openedBySide === viewer ? 'you' : d.openedBySide;
  const bookingHref =
    viewer === 'client' ? paths.client.booking.getHref(d.bookingId) : paths.host.booking.getHref(d.bookingId);
  return (
    <li className="rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-base font-semibold wrap-anywhere text-ink-900">
          <Link to={disputeHref(viewer, d.id)} className="underline-offset-2 hover:underline">
            {d.listingTitle}
          </Link>
        </h3>
        <DisputeStatusBadge status={d.status} />
      </div>
      <p className="mt-1 text-base text-ink-800">{m.reasons[d.reason]}</p>
      <p className="text-sm text-ink-600">
        {c.openedBy(who, formatDate(d.createdAt))} ·{' '}
        {c.withSide[viewer](viewer === 'client' ? d.hostName : d.clientName)}
      </p>
      {d.status === 'resolved' && d.resolvedAt && (
        <p className="mt-1 text-sm font-medium text-ink-800">
          {c.resolvedOn(formatDate(d.resolvedAt))}: {outcome(d, viewer)}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={disputeHref(viewer, d.id)} className={buttonClasses('outline', 'sm')}>
          {m.view.viewDispute}
        </Link>
        <Link to={bookingHref} className={buttonClasses('ghost', 'sm')}>
          {c.viewBooking}
        </Link>
      </div>
    </li>
  );
}

/** An item's shape while the list loads. */
export function MyDisputeItemSkeleton() {
  return (
    <li aria-hidden="true" className="space-y-2 rounded-card border border-ink-200 bg-white p-4 sm:p-5">
      <div className="h-5 w-2/3 animate-pulse rounded bg-ink-100" />
      <div className="h-4 w-1/3 animate-pulse rounded bg-ink-100" />
      <div className="h-4 w-1/2 animate-pulse rounded bg-ink-100" />
      <div className="h-9 w-32 animate-pulse rounded bg-ink-100" />
    </li>
  );
}
