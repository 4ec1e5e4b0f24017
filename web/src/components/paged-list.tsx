import { Fragment, useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '@/components/load-error';
import { Pagination } from '@/components/ui/pagination';

/**
 * One page of a list (a `pageOf(item)` answer) in its section, named by a hidden heading and busy
 * while the next page loads: three placeholder items, the failure with a retry, `empty`, or the
 * count ('12 bookings' and `countNote`), the items and the pages.
 */
export function PagedList<T>({
  query,
  page,
  pageSize,
  onPage,
  noun,
  countNote,
  labels,
  skeleton,
  empty,
  className,
  children,
}: {
  query: UseQueryResult<{ items: T[]; total: number }>;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The count in words, by a catalogue's plural: `(count) => m.count({ count })` ('12 bookings'). */
  noun: (count: number) => string;
  countNote?: ReactNode;
  /** The hidden heading, the name of the placeholder list, the failure's title and the pages' name. */
  labels: { heading: string; loading: string; error: string; pages: string };
  /** One placeholder item (an `li`). */
  skeleton: ReactNode;
  empty: ReactNode;
  className?: string;
  children: (items: T[]) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={query.isFetching || undefined} className={className}>
      <h2 id={headingId} className="sr-only">
        {labels.heading}
      </h2>
      {query.isPending ? (
        <ul className="space-y-3" aria-label={labels.loading}>
          {Array.from({ length: 3 }, (_, i) => (
            <Fragment key={i}>{skeleton}</Fragment>
          ))}
        </ul>
      ) : query.isError ? (
        <LoadError title={labels.error} error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        empty
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-600" aria-live="polite">
            {noun(query.data.total)}
            {countNote}
          </p>
          {children(query.data.items)}
          <Pagination page={page} pageSize={pageSize} total={query.data.total} onPage={onPage} label={labels.pages} />
        </>
      )}
    </section>
  );
}
