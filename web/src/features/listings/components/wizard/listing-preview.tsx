import { Alert } from '@/components/ui/alert';
import { useErrorMessage } from '@/lib/error-message';
import { useMessages } from '@/lib/i18n';
import { LocalMessage } from '@/lib/i18n-validation';
import { usePublicListing } from '@/features/listings/api/use-public-listing';
import { ListingView } from '@/features/listings/components/listing-view';

/**
 * The listing's page as renters will read it: the server's own public view of the listing
 * (its host may read it before it is live), drawn by the same component as the real page.
 */
export function ListingPreview({ listingId }: { listingId: string }) {
  const m = useMessages('listingWizard');
  const errorMessage = useErrorMessage();
  const listing = usePublicListing(listingId);
  if (listing.data) return <ListingView listing={listing.data} preview />;
  if (listing.isError)
    return (
      <div className="p-4">
        <Alert tone="danger">
          <LocalMessage message={errorMessage(listing.error)} />{' '}
          <button type="button" className="font-semibold underline" onClick={() => void listing.refetch()}>
            {m.tryAgain}
          </button>
        </Alert>
      </div>
    );
  return (
    <div className="space-y-3 p-6" role="status" aria-label={m.review.previewLoading}>
      <div className="h-6 w-24 animate-pulse rounded-full bg-ink-100" />
      <div className="h-8 w-3/4 animate-pulse rounded-field bg-ink-100" />
      <div className="aspect-[8/3] w-full animate-pulse rounded-card bg-ink-100" />
    </div>
  );
}
