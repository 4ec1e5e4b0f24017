import { Send } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { LoadError } from '@/components/load-error';
import { useMessages } from '@/lib/i18n';
import { LoadingList } from '@/features/admin/shared/load-states';
import { DELIVERIES_PAGE_SIZE, type DeliveryFilter } from './api';
import { DeliveriesTable } from './deliveries-table';
import { deliveryFilters, useDeliveriesSection } from './use-deliveries-section';

/**
 * /admin-tools: the outbox (decision 0032). Emails, text messages, file clean-up and realtime
 * pushes queued after changes; those that failed after every retry wait here for an admin.
 */
export function DeliveriesSection() {
  const m = useMessages('adminSystem').tools.deliveries;
  const { filter, setFilter, page, setPage, list, retryOne, retrying } = useDeliveriesSection();
  const items = list.data?.items ?? [];

  return (
    <section aria-labelledby="deliveries-title">
      <div className="mb-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="deliveries-title" className="text-lg font-semibold text-ink-900">
            {m.title}
          </h2>
          <p className="mt-1 max-w-prose text-base text-ink-600">{m.description}</p>
        </div>
        <div className="sm:w-56">
          <Select
            label={m.show}
            value={filter}
            onChange={(e) => setFilter(e.target.value as DeliveryFilter)}
            options={deliveryFilters.map((value) => ({ value, label: m.filters[value] }))}
          />
        </div>
      </div>
      {list.isPending ? (
        <LoadingList label={m.loading} count={3} itemClassName="h-14" />
      ) : list.isError ? (
        <LoadError title={m.error} error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={Send} title={filter === 'open' ? m.emptyOpenTitle : m.emptyTitle}>
          {filter === 'open' ? m.emptyOpenText : m.emptyText}
        </EmptyState>
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-600" aria-live="polite">
            {m.count({ count: list.data.total })}
          </p>
          <DeliveriesTable items={items} onRetry={retryOne} retrying={retrying} />
          <Pagination
            page={page}
            pageSize={DELIVERIES_PAGE_SIZE}
            total={list.data.total}
            onPage={setPage}
            label={m.pages}
          />
        </>
      )}
    </section>
  );
}
