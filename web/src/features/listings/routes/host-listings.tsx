import { Link, useSearchParams } from 'react-router';
import { Plus, Warehouse } from 'lucide-react';
import { listingStatuses, type ListingStatus } from '@espasyo/domain/listings/status';
import { paths } from '@espasyo/domain/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { PageTitle } from '@/components/page-title';
import { errorMessage } from '@/lib/api-client';
import {
  HOST_LISTINGS_PAGE_SIZE,
  useHostListings,
  type HostListingsFilter,
} from '@/features/listings/api/use-host-listings';
import { HostListingCard } from '@/features/listings/components/host/host-listing-card';
import { StatusFilter, statusFilters } from '@/features/listings/components/host/status-filter';

const newListingLink = (
  <Link to={paths.host.newListing.getHref()} className={buttonClasses('primary', 'md')}>
    <Plus aria-hidden="true" className="size-5" /> List a space
  </Link>
);

/**
 * /host/listings: the host's listings, newest first, filtered by status (in the address), with
 * each one's cover, status, prices, capacity and actions; a way to list a space from every state.
 */
export default function HostListingsPage() {
  const [params, setParams] = useSearchParams();
  const given = params.get('status');
  const status: HostListingsFilter = listingStatuses.includes(given as ListingStatus) ? (given as ListingStatus) : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const listings = useHostListings(status, page);
  const filterLabel = statusFilters.find((f) => f.value === status)?.label ?? 'All';

  const goTo = (n: number) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (n > 1) next.set('page', String(n));
      else next.delete('page');
      return next;
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <>
      <PageTitle>My Listings</PageTitle>
      <PageHeader
        title="My Listings"
        description="The spaces you rent out: their status, prices and calendars."
        actions={newListingLink}
      />
      {/* A host with no listing yet needs the way to the first one, not filters. */}
      {!(status === null && listings.data?.total === 0) && <StatusFilter current={status} />}

      <section aria-labelledby="listings-count" aria-busy={listings.isFetching || undefined} className="mt-4">
        <h2 id="listings-count" className="sr-only">
          {filterLabel} listings
        </h2>
        {listings.isPending ? (
          <ul className="space-y-3" aria-label="Loading your listings">
            {Array.from({ length: 3 }, (_, i) => (
              <li key={i} aria-hidden="true" className="flex gap-4 rounded-card border border-ink-200 bg-white p-4">
                <div className="aspect-[4/3] w-24 animate-pulse rounded-field bg-ink-100 sm:w-40" />
                <div className="flex-1 space-y-2">
                  <div className="h-5 w-24 animate-pulse rounded-full bg-ink-100" />
                  <div className="h-5 w-3/4 animate-pulse rounded bg-ink-100" />
                  <div className="h-4 w-1/2 animate-pulse rounded bg-ink-100" />
                </div>
              </li>
            ))}
          </ul>
        ) : listings.isError ? (
          <Alert tone="danger" title="Your listings could not be loaded">
            <p>{errorMessage(listings.error)}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void listings.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : listings.data.items.length === 0 ? (
          status === null && page === 1 ? (
            <EmptyState icon={Warehouse} title="List your first space" action={newListingLink}>
              A spare room, a garage, a parking slot or warehouse space can earn every month. Describe it, add photos
              and prices, and once a moderator approves it renters can find and book it.
            </EmptyState>
          ) : (
            <EmptyState
              icon={Warehouse}
              title={`No ${filterLabel.toLowerCase()} listings`}
              action={
                <>
                  <Link to={paths.host.listings.getHref()} className={buttonClasses('outline', 'md')}>
                    Show all listings
                  </Link>
                  {newListingLink}
                </>
              }
            >
              Choose another filter, or list a new space.
            </EmptyState>
          )
        ) : (
          <>
            <p className="mb-3 text-sm text-ink-600" aria-live="polite">
              {listings.data.total === 1 ? '1 listing' : `${listings.data.total.toLocaleString('en-PH')} listings`}
              {status === null && ' (archived ones are under Archived)'}
            </p>
            <ul className="space-y-3">
              {listings.data.items.map((item, i) => (
                <HostListingCard key={item.id} item={item} eager={i < 4} />
              ))}
            </ul>
            <Pagination
              page={page}
              pageSize={HOST_LISTINGS_PAGE_SIZE}
              total={listings.data.total}
              onPage={goTo}
              label="Pages of listings"
            />
          </>
        )}
      </section>
    </>
  );
}
