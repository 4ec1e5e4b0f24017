import { Send } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { LoadError } from '@/components/load-error';
import { LoadingList } from '@/features/admin/shared/load-states';
import { DELIVERIES_PAGE_SIZE, type DeliveryFilter } from './api';
import { DeliveriesTable } from './deliveries-table';
import { deliveryFilters, useDeliveriesSection } from './use-deliveries-section';

/**
 * /admin-tools: the outbox (decision 0032). Emails, text messages, file clean-up and realtime
 * pushes queued after changes; those that failed after every retry wait here for an admin.
 */
export function DeliveriesSection() {
  const { filter, setFilter, page, setPage, list, retryOne, retrying } = useDeliveriesSection();
  const items = list.data?.items ?? [];

  return (
    <section aria-labelledby="deliveries-title">
      <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="deliveries-title" className="text-lg font-semibold text-ink-900">
            Deliveries
          </h2>
          <p className="mt-1 max-w-prose text-base text-ink-600">
            Emails, text messages, file clean-up and realtime pushes, sent after the change that caused them. Each is
            tried again with growing waits; one that still fails stops here until you retry it.
          </p>
        </div>
        <div className="sm:w-56">
          <Select
            label="Show"
            value={filter}
            onChange={(e) => setFilter(e.target.value as DeliveryFilter)}
            options={deliveryFilters}
          />
        </div>
      </div>
      {list.isPending ? (
        <LoadingList label="Loading deliveries" count={3} itemClassName="h-14" />
      ) : list.isError ? (
        <LoadError title="The deliveries could not be loaded" error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Send} title={filter === 'open' ? 'Nothing waiting or failed' : 'No deliveries here'}>
          {filter === 'open'
            ? 'Every email, text message, file clean-up and realtime push has gone out.'
            : 'Choose another status to see more.'}
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-600" aria-live="polite">
            {list.data.total.toLocaleString('en-PH')} {list.data.total === 1 ? 'delivery' : 'deliveries'}
          </p>
          <DeliveriesTable items={items} onRetry={retryOne} retrying={retrying} />
          <Pagination
            page={page}
            pageSize={DELIVERIES_PAGE_SIZE}
            total={list.data.total}
            onPage={setPage}
            label="Deliveries pages"
          />
        </>
      )}
    </section>
  );
}
