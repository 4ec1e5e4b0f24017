import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { Pagination } from '@/components/ui/pagination';
import { LoadError } from '@/components/load-error';
import { LoadingList } from '@/features/admin/shared/load-states';
import { Skeleton } from '@/features/admin/shared/skeleton';
import { useSearchState } from '@/features/admin/shared/use-search-state';
import { QUEUE_PAGE_SIZE, useVerification, useVerificationQueue, type QueueStatus } from './api';
import { QueueList } from './queue-list';
import { VerificationDetail } from './verification-detail';
import { PageTitle } from '@/components/page-title';

/** The queue's filters in the select's order; their words are adminPeople.verification.filters. */
const statuses: QueueStatus[] = ['pending', 'approved', 'rejected', 'all', 'background'];

/** /verification: the ID verification queue, oldest pending first, and one submission at a time. */
export function VerificationPage() {
  const m = useMessages('adminPeople').verification;
  const { values, page, set } = useSearchState(['status', 'id'] as const);
  const status = ((statuses as string[]).includes(values.status) ? values.status : 'pending') as QueueStatus;
  const queue = useVerificationQueue(status, page);
  const selectedId = values.id || null;
  const selected = useVerification(selectedId);
  const items = queue.data?.items ?? [];

  const open = (id: string) => set({ id, status: values.status, page });
  const close = () => set({ id: '', status: values.status, page });
  /** After a decision, move on to the next request waiting, if any. */
  const next = () => {
    const rest = items.filter((i) => i.id !== selectedId && i.status === 'pending');
    set({ id: status === 'pending' ? (rest[0]?.id ?? '') : (selectedId ?? ''), status: values.status, page });
  };

  return (
    <>
      <PageTitle>{m.title}</PageTitle>
      <PageHeader title={m.title} description={m.description} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="queue-title" className={cn(selectedId && 'hidden lg:block')}>
          <h2 id="queue-title" className="sr-only">
            {m.queue}
          </h2>
          <div className="mb-4">
            <Select
              label={m.show}
              value={status}
              onChange={(e) => set({ status: e.target.value === 'pending' ? '' : e.target.value })}
              options={statuses.map((value) => ({ value, label: m.filters[value] }))}
            />
          </div>
          {queue.isPending ? (
            <LoadingList label={m.loading} itemClassName="h-20" />
          ) : queue.isError ? (
            <LoadError title={m.error} error={queue.error} onRetry={() => void queue.refetch()} />
          ) : items.length === 0 ? (
            <EmptyState
              icon={ShieldCheck}
              title={
                status === 'pending'
                  ? m.empty.pendingTitle
                  : status === 'background'
                    ? m.empty.backgroundTitle
                    : m.empty.otherTitle
              }
            >
              {status === 'pending'
                ? m.empty.pendingText
                : status === 'background'
                  ? m.empty.backgroundText
                  : m.empty.otherText}
            </EmptyState>
          ) : (
            <>
              <p className="mb-2 text-sm text-ink-600" aria-live="polite">
                {m.count({ count: queue.data.total })}
              </p>
              <QueueList items={items} selectedId={selectedId} onOpen={open} />
              <Pagination
                page={page}
                pageSize={QUEUE_PAGE_SIZE}
                total={queue.data.total}
                onPage={(p) => set({ page: p, status: values.status })}
              />
            </>
          )}
        </section>

        <section aria-label={m.submission} className={cn(!selectedId && 'hidden lg:block')}>
          {selectedId && (
            <Button
              variant="ghost"
              size="sm"
              className="mb-3 lg:hidden"
              onClick={close}
              icon={<ArrowLeft aria-hidden="true" className="size-4" />}
            >
              {m.back}
            </Button>
          )}
          {!selectedId ? (
            <div className="flex min-h-64 items-center justify-center rounded-card border border-dashed border-ink-300 bg-white p-8 text-center text-ink-600">
              {m.choose}
            </div>
          ) : selected.isPending ? (
            <Skeleton className="h-96" />
          ) : selected.isError ? (
            <Alert tone="danger" title={m.requestError}>
              {errorMessage(selected.error)}
            </Alert>
          ) : (
            <VerificationDetail request={selected.data} onClose={close} onDecided={next} />
          )}
        </section>
      </div>
    </>
  );
}
