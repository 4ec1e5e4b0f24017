import { Store } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { PageTitle } from '@/components/page-title';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { useFormat } from '@/lib/use-format';
import { placeholderSrc } from '@/lib/placeholder';
import { LoadError } from '@/components/load-error';
import { LoadingList } from '@/features/admin/shared/load-states';
import { Pagination } from '@/components/ui/pagination';
import { useSearchState } from '@/features/admin/shared/use-search-state';
import { useAdminListing } from './api/use-admin-listing';
import { LISTINGS_PAGE_SIZE, useListingQueue, type ListingQueueStatus } from './api/use-listing-queue';
import { ListingReview } from './listing-review';

const statuses: ListingQueueStatus[] = ['pending_review', 'active', 'paused', 'rejected', 'all'];

/**
 * /listings (admins and moderators): the review queue, oldest submission first, and a search of
 * all listings; one listing at a time to approve, reject with a reason, or pause.
 */
export function ListingsPage() {
  const m = useMessages('adminContent').listings;
  const { dateTime } = useFormat();
  const { values, page, set } = useSearchState(['status', 'q', 'id'] as const);
  const status = (
    statuses.includes(values.status as ListingQueueStatus) ? values.status : 'pending_review'
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
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <section aria-labelledby="queue-title" className={cn(selectedId && 'hidden lg:block')}>
          <h2 id="queue-title" className="sr-only">
            {m.title}
          </h2>
          <div className="mb-4 grid gap-3">
            <Select
              label={m.show}
              value={status}
              onChange={(e) => set({ status: e.target.value === 'pending_review' ? '' : e.target.value, q: values.q })}
              options={statuses.map((value) => ({ value, label: m.statuses[value] }))}
            />
            <form
              role="search"
              onSubmit={(e) => {
                e.preventDefault();
                set({ status: values.status, q: String(new FormData(e.currentTarget).get('q') ?? '') });
              }}
            >
              <TextField label={m.search} name="q" defaultValue={values.q} maxLength={200} help={m.searchHelp} />
            </form>
          </div>
          {queue.isPending ? (
            <LoadingList label={m.loading} itemClassName="h-20" />
          ) : queue.isError ? (
            <LoadError title={m.error} error={queue.error} onRetry={() => void queue.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState icon={Store} title={(status === 'pending_review' ? m.emptyQueue : m.emptyOther).title}>
              {(status === 'pending_review' ? m.emptyQueue : m.emptyOther).text}
            </EmptyState>
          ) : (
            <>
              <p className="mb-2 text-sm text-ink-600" aria-live="polite">
                {m.count({ count: queue.data.total })}
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
                        <span className="block truncate font-semibold text-ink-900">{item.title ?? m.untitled}</span>
                        <span className="block truncate text-sm text-ink-600">
                          {[item.cityName, item.host.name].filter(Boolean).join(' · ')}
                        </span>
                        <span className="block text-xs text-ink-500">
                          {item.submittedAt
                            ? m.submitted({ when: dateTime(item.submittedAt) })
                            : m.status({ status: item.status })}
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
                  label={m.pages}
                />
              </div>
            </>
          )}
        </section>
        <section aria-label={m.detail} className={cn(!selectedId && 'hidden lg:block')}>
          {!selectedId ? (
            <EmptyState icon={Store} title={m.choose.title}>
              {m.choose.text}
            </EmptyState>
          ) : selected.isPending ? (
            <LoadingList label={m.loadingOne} count={1} itemClassName="h-96" />
          ) : selected.isError ? (
            <LoadError title={m.errorOne} error={selected.error} onRetry={() => void selected.refetch()} />
          ) : (
            <ListingReview listing={selected.data} onBack={() => set({ ...keep, id: '' })} onDecided={next} />
          )}
        </section>
      </div>
    </>
  );
}
