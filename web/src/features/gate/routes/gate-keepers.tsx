import { Link, useParams } from 'react-router';
import { ArrowLeft, ScanLine } from 'lucide-react';
import { paths } from '@espasyo/domain/paths';
import { PageTitle } from '@/components/page-title';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useMessages } from '@/lib/i18n';
import { useCheckInListings } from '../api/use-check-in';
import { GateKeepersPanel } from '../keepers/gate-keepers-panel';

/** /host/listings/{id}/gate-keepers: who may check passes in at this listing's gate, besides the host. */
export default function GateKeepersPage() {
  const m = useMessages('gate').keepers;
  const { listingId = '' } = useParams();
  const listings = useCheckInListings();
  const title = listings.data?.items.find((l) => l.id === listingId)?.title;
  return (
    <>
      <PageTitle>{title ? m.pageTitle({ title }) : m.title}</PageTitle>
      <PageHeader
        title={m.title}
        description={title}
        actions={
          <>
            <Link to={paths.host.listings.getHref()} className={buttonClasses('outline', 'sm')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {m.listings}
            </Link>
            <Link to={paths.gate.checkIn.getHref(listingId)} className={buttonClasses('outline', 'sm')}>
              <ScanLine aria-hidden="true" className="size-4" />
              {m.checkIn}
            </Link>
          </>
        }
      />
      <GateKeepersPanel listingId={listingId} />
    </>
  );
}
