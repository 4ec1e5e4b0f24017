import { Store } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { PageTitle } from '@/components/page-title';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { placeholderSrc } from '@/lib/placeholder';
import { LoadError } from '@/components/load-error';
import { LoadingList } from '@/features/admin/shared/load-states';
import { Pagination } from '@/components/ui/pagination';
import { useSearchState } from '@/features/admin/shared/use-search-state';
import { useAdminListing } from './api/use-admin-listing';
import { LISTINGS_PAGE_SIZE, useListingQueue, type ListingQueueStatus } from './api/use-listing-queue';
import { ListingReview } from './listing-review';

const statuses: Array<{ value: ListingQueueStatus; label: string }> = [
  { value: 'pending_review', label: 'Waiting for review' },
  { value: 'active', label: 'Live' },
  { value: 'paused', label: 'Paused' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All listings' },
];

/**
 * /listings (admins and moderators): the review queue, oldest submission first, and a search of
 * all listings; one listing at a time to approve, reject with a reason, or pause.
 */
export function ListingsPage() {
  const { values, page, set } = useSearchState(['status', 'q', 'id'] as const);
  const status = (
    statuses.some((s) => s.value === values.status) ? values.status : 'pending_review'
  ) as ListingQueueStatus;
  const queue = useListingQueue(status, values.q, page);
  const selectedId = values.id || null;
  const selected = useAdminListing(selectedId);
  const items = queue.data?.items ?? [];
  const keep = { status: values.status, q: values.q, page };

  /** After a decision, on to the next listing waiting, if any. */
  const next = () => {
    const rest = items.filter((i) => i.id !== selectedId && i.status === 'pending_review');
    set({ ...keep, id: status === 'pending_review' ? (rest[0]?.id ?? '') : (selectedId ?? '') });
  };

  return (
    <>
      <PageTitle>Listings</PageTitle>
      <PageHeader title="Listings" description="Review new listings before they go live, and find any listing." />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <section aria-labelledby="queue-title" className={cn(selectedId && 'hidden lg:block')}>
          <h2 id="queue-title" className="sr-only">
            Listings
          </h2>
          <div className="mb-4 grid gap-3">
            <Select
              label="Show"
              value={status}
              onChange={(e) => set({ status: e.target.value === 'pending_review' ? '' : e.target.value, q: values.q })}
              options={statuses}
            />
            <form
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                set({ status: values.status, q: String(new FormData(e.currentTarget).get('q') ?? '') });
              }}
            >
              <TextField
                label="Search"
                name="q"
                defaultValue={values.q}
                maxLength={200}
                help="Title, place, host name or email"
              />
            </form>
          </div>
          {queue.isPending ? (
            <LoadingList label="Loading listings" itemClassName="h-20" />
          ) : queue.isError ? (
            <LoadError
              title="The listings could not be loaded"
              error={queue.error}
              onRetry={() => void queue.refetch()}
            />
          ) : items.length === 0 ? (
            <EmptyState
              icon={Store}
              title={status === 'pending_review' ? 'Nothing waiting for review' : 'No listings here'}
            >
              {status === 'pending_review'
                ? 'Listings appear here as soon as hosts submit them.'
                : 'Choose another filter or search for something else.'}
            </EmptyState>
          ) : (
            <>
              <p className="mb-2 text-sm text-ink-600" aria-live="polite">
                {queue.data.total} {queue.data.total === 1 ? 'listing' : 'listings'}
              </p>
              <ul className="space-y-2">
                {items.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      onClick={() => set({ ...keep, id: item.id })}
                      aria-current={item.id === selectedId ? 'true' : undefined}
                      className={cn(
                        'flex w-full items-center gap-3 rounded-card border bg-white p-3 text-left hover:border-ink-300',
                        item.id === selectedId ? 'border-brand-600 ring-1 ring-brand-600' : 'border-ink-200',
                      )}
                    >
                      <img
                        src={item.coverUrl ?? placeholderSrc(64, 48)}
                        alt=""
                        width={64}
                        height={48}
                        className="h-12 w-16 shrink-0 rounded object-cover"
                      />
                      <span className="min-w-0">
                        <span className="block truncate font-semibold text-ink-900">
                          {item.title ?? 'Untitled draft'}
                        </span>
                        <span className="block truncate text-sm text-ink-600">
                          {[item.cityName, item.host.name].filter(Boolean).join(' · ')}
                        </span>
                        <span className="block text-xs text-ink-500">
                          {item.submittedAt
                            ? `Submitted ${formatDateTime(item.submittedAt)}`
                            : item.status.replace('_', ' ')}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
              <div className="mt-4">
                <Pagination
                  page={page}
                  pageSize={LISTINGS_PAGE_SIZE}
                  total={queue.data.total}
                  onPage={(p) => set({ ...keep, page: p })}
                  label="Pages of listings"
                />
              </div>
            </>
          )}
        </section>
        <section aria-label="The listing" className={cn(!selectedId && 'hidden lg:block')}>
          {!selectedId ? (
            <EmptyState icon={Store} title="Choose a listing">
              Its photos, details and host appear here, with the decisions you can take.
            </EmptyState>
          ) : selected.isPending ? (
            <LoadingList label="Loading the listing" count={1} itemClassName="h-96" />
          ) : selected.isError ? (
            <LoadError
              title="The listing could not be loaded"
              error={selected.error}
              onRetry={() => void selected.refetch()}
            />
          ) : (
            <ListingReview listing={selected.data} onBack={() => set({ ...keep, id: '' })} onDecided={next} />
          )}
        </section>
      </div>
    </>
  );
}
