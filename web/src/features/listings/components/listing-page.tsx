import { Link, useParams } from 'react-router';
import { SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/page-title';
import { FrameErrorCode } from '@/lib/frame-error-codes';
import { ApiError, apiErrorCode } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n';
import { usePublicListing } from '@/features/listings/api/use-public-listing';
import { useRecordView } from '@/features/listings/api/use-record-view';
import { ListingView } from './listing-view';

/** The not-found answer also read back from the server's state, where the error is plain data. */
const isNotFound = (error: unknown) => apiErrorCode(error) === FrameErrorCode.notFound;

/** A listing by the `:listingId` of the address: the page, a skeleton while it loads, or why not. */
export function ListingPage({ searchHref }: { searchHref: string }) {
  const m = useMessages('listing').page;
  const { listingId = '' } = useParams();
  const listing = usePublicListing(listingId);
  useRecordView(listing.data?.status === 'active' ? listingId : null);

  if (listing.data) return <ListingView listing={listing.data} />;
  if (listing.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {isNotFound(listing.error) ? (
          <>
            <PageTitle>{m.notAvailableTitle}</PageTitle>
            <h1 className="sr-only">{m.notAvailableTitle}</h1>
            <EmptyState
              icon={SearchX}
              title={m.notAvailable}
              action={
                <Link to={searchHref} className={buttonClasses('primary', 'md')}>
                  {m.findOther}
                </Link>
              }
            >
              {m.notAvailableBody}
            </EmptyState>
          </>
        ) : (
          <Alert tone="danger">
            {listing.error instanceof ApiError ? listing.error.message : m.loadError}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void listing.refetch()}>
              {m.tryAgain}
            </button>
          </Alert>
        )}
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-8" role="status" aria-label={m.loading}>
      <div className="h-6 w-24 animate-pulse rounded-full bg-ink-100" />
      <div className="mt-3 h-8 w-3/4 animate-pulse rounded-field bg-ink-100" />
      <div className="mt-5 aspect-[4/3] w-full animate-pulse rounded-card bg-ink-100 sm:aspect-[8/3]" />
    </div>
  );
}
