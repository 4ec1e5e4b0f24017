import { Link, useLocation, useParams } from 'react-router';
import { paths } from '@espasyo/domain/paths';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { PageLoader } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n';
import { MessageNamespaces } from '@/lib/i18n-validation';
import { useDispute, useLiveDisputes } from '../api/disputes';
import { disputesHref, known } from './booking-disputes';
import { DisputeView } from './dispute-view';

/**
 * /client/disputes/{id} and /host/disputes/{id} (one page module for both: the area is the
 * address's): a dispute the user is a side of; live while open.
 */
export function DisputePage() {
  const all = useMessages('disputes');
  const m = all.view;
  const { disputeId = '' } = useParams();
  const viewer = useLocation().pathname.startsWith('/host/') ? 'host' : 'client';
  const q = useDispute(disputeId);
  useLiveDisputes(false);
  if (q.isPending) return <PageLoader label={m.loading} />;
  if (q.isError) return <LoadError title={m.error} error={q.error} onRetry={() => void q.refetch()} />;
  const bookingHref =
    viewer === 'client' ? paths.client.booking.getHref(q.data.bookingId) : paths.host.booking.getHref(q.data.bookingId);
  return (
    <MessageNamespaces value={known}>
      <div className="space-y-4">
        <PageTitle>{m.pageTitle({ listing: q.data.listingTitle })}</PageTitle>
        <div className="flex flex-wrap gap-x-6">
          <Link to={bookingHref} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            {m.backToBooking}
          </Link>
          <Link
            to={disputesHref(viewer)}
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
          >
            {all.centre.all}
          </Link>
        </div>
        <DisputeView dispute={q.data} staff={false} />
      </div>
    </MessageNamespaces>
  );
}
