import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useToast } from '@/components/ui/toast';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useFormat } from '@/lib/use-format';
import { useBookingDisputes } from '../api/disputes';
import { DisputeStatusBadge } from './dispute-status-badge';
import { OpenDisputeForm } from './open-dispute-form';

export const disputeHref = (viewer: 'client' | 'host', id: string) =>
  viewer === 'client' ? paths.client.dispute.getHref(id) : paths.host.dispute.getHref(id);

/** The messages a dispute's forms show in the page's language: the schemas' and the server's. */
export const known = ['validation', 'apiMoney'] as const;

/** The side's resolution centre: every dispute on their bookings. */
export const disputesHref = (viewer: 'client' | 'host') =>
  viewer === 'client' ? paths.client.disputes.getHref() : paths.host.disputes.getHref();

/**
 * On a booking's page: its disputes (each a link to its page) and, while the viewer may open one,
 * "Report a problem" (client) or "Open a dispute" (host), which unfolds the form in place; a link
 * to the viewer's resolution centre (all their disputes).
 * Nothing at all when there is none and none can be opened.
 */
export function BookingDisputes({ bookingId, viewer }: { bookingId: string; viewer: 'client' | 'host' }) {
  const m = useMessages('disputes');
  const f = useFormat();
  const q = useBookingDisputes(bookingId);
  const [opening, setOpening] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  if (!q.data) return null;
  const { canOpen, items } = q.data;
  if (!canOpen && items.length === 0) return null;
  return (
    <Card className="space-y-3 p-4" aria-labelledby="booking-disputes-heading">
      <h2 id="booking-disputes-heading" className="text-lg font-semibold text-ink-900">
        {opening ? m.open.heading : m.view.bookingDisputes}
      </h2>
      {!opening && items.length > 0 && (
        <ul className="divide-y divide-ink-100">
          {items.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-ink-900">{m.reasons[d.reason]}</p>
                <p className="text-ink-600">{f.date(d.createdAt)}</p>
              </div>
              <div className="flex items-center gap-3">
                <DisputeStatusBadge status={d.status} />
                <Link className="font-medium text-brand-700 underline" to={disputeHref(viewer, d.id)}>
                  {m.view.viewDispute}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
      {opening ? (
        <MessageNamespaces value={known}>
          <OpenDisputeForm
            bookingId={bookingId}
            onCancel={() => setOpening(false)}
            onOpened={(d, failed) => {
              if (failed) toast.error(m.open.photosFailed);
              else toast.success(m.open.opened);
              void navigate(disputeHref(viewer, d.id));
            }}
          />
        </MessageNamespaces>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {canOpen && (
            <Button variant="outline" onClick={() => setOpening(true)}>
              {viewer === 'client' ? m.open.clientButton : m.open.hostButton}
            </Button>
          )}
          <Link
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
            to={disputesHref(viewer)}
          >
            {m.centre.all}
          </Link>
        </div>
      )}
    </Card>
  );
}
