import { Link } from 'react-router';
import type { DisputeSummary } from '@espasyo/domain/contracts/disputes';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { useFormat, type Format } from '@/lib/use-format';
import { disputeHref } from './booking-disputes';
import { DisputeStatusBadge } from './dispute-status-badge';

type Words = ReturnType<typeof useMessages<'disputes'>>;

/** What the decision was, as the viewer reads it: the refund to them (the client's) or to the client (the host's). */
function outcome(c: Words['centre'], f: Format, d: DisputeSummary, viewer: 'client' | 'host'): string {
  const refund = d.refundAmount ?? 0;
  if (refund === 0) return c.noRefund;
  const amount = f.money(refund);
  return viewer === 'client' ? c.refundToYou({ amount }) : c.refundToClient({ amount });
}

/**
 * One dispute of the user's: the listing (a link to the dispute), its status, the reason, who
 * opened it and when, the other side, and once resolved when and what was refunded; the booking.
 */
export function MyDisputeItem({ dispute: d, viewer }: { dispute: DisputeSummary; viewer: 'client' | 'host' }) {
  const m = useMessages('disputes');
  const c = m.centre;
  const f = useFormat();
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
        {c.openedBy({ who, when: f.date(d.createdAt) })} ·{' '}
        {c.withSide[viewer]({ name: viewer === 'client' ? d.hostName : d.clientName })}
      </p>
      {d.status === 'resolved' && d.resolvedAt && (
        <p className="mt-1 text-sm font-medium text-ink-800">
          {c.resolved({ when: f.date(d.resolvedAt), outcome: outcome(c, f, d, viewer) })}
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
