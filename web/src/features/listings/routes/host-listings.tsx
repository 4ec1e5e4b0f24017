import { Link, useSearchParams } from 'react-router';
import { Plus, Warehouse } from 'lucide-react';
import { listingStatuses, type ListingStatus } from '@espasyo/domain/listings/status';
import { paths } from '@espasyo/domain/paths';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PagedList } from '@/components/paged-list';
import { PageTitle } from '@/components/page-title';
import { useMessages } from '@/lib/i18n';
import { usePageParam } from '@/lib/use-page-param';
import {
  HOST_LISTINGS_PAGE_SIZE,
  useHostListings,
  type HostListingsFilter,
} from '@/features/listings/api/use-host-listings';
import { HostListingCard } from '@/features/listings/components/host/host-listing-card';
import { filterKey, StatusFilter } from '@/features/listings/components/host/status-filter';

function NewListingLink() {
  const m = useMessages('hostListings');
  return (
    <Link to={paths.host.newListing.getHref()} className={buttonClasses('primary', 'md')}>
      <Plus aria-hidden="true" className="size-5" /> {m.listSpace}
    </Link>
  );
}

/**
 * /host/listings: the host's listings, newest first, filtered by status (in the address), with
 * each one's cover, status, prices, capacity and actions; a way to list a space from every state.
 */
export default function HostListingsPage() {
  const m = useMessages('hostListings');
  const [params] = useSearchParams();
  const given = params.get('status');
  const status: HostListingsFilter = listingStatuses.includes(given as ListingStatus) ? (given as ListingStatus) : null;
  const { page, goTo } = usePageParam();
  const listings = useHostListings(status, page);
  const filter = filterKey(status);

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} actions={<NewListingLink />} />
      {/* A host with no listing yet needs the way to the first one, not filters. */}
      {!(status === null && listings.data?.total === 0) && <StatusFilter current={status} />}

      <PagedList
        query={listings}
        page={page}
        pageSize={HOST_LISTINGS_PAGE_SIZE}
        onPage={goTo}
        noun={(count) => m.list.count({ count })}
        countNote={status === null && m.list.archivedNote}
        labels={{
          heading: m.list.heading({ filter }),
          loading: m.list.loading,
          error: m.list.error,
          pages: m.list.pages,
        }}
        skeleton={
          <li aria-hidden="true" className="flex gap-4 rounded-card border border-ink-200 bg-white p-4">
            <div className="aspect-[4/3] w-24 animate-pulse rounded-field bg-ink-100 sm:w-40" />
            <div className="flex-1 space-y-2">
              <div className="h-5 w-24 animate-pulse rounded-full bg-ink-100" />
              <div className="h-5 w-3/4 animate-pulse rounded bg-ink-100" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-ink-100" />
            </div>
          </li>
        }
        empty={
          status === null && page === 1 ? (
            <EmptyState icon={Warehouse} title={m.empty.firstTitle} action={<NewListingLink />}>
              {m.empty.firstText}
            </EmptyState>
          ) : (
            <EmptyState
              icon={Warehouse}
              title={m.empty.filteredTitle({ filter })}
              action={
                <>
                  <Link to={paths.host.listings.getHref()} className={buttonClasses('outline', 'md')}>
                    {m.empty.showAll}
                  </Link>
                  <NewListingLink />
                </>
              }
            >
              {m.empty.filteredText}
            </EmptyState>
          )
        }
        className="mt-4"
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((item, i) => (
              <HostListingCard key={item.id} item={item} eager={i < 4} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
