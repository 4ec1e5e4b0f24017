import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import type { Messages } from '@espasyo/domain/i18n/catalog';
import type { Catalogs } from '@espasyo/domain/i18n/namespaces';
import { ResultCard, ResultCardSkeleton } from './result-card';
import type { SearchPageState } from './use-search-page';
import { groupDigits } from '@espasyo/domain/format';

/** '86 spaces', '1 space', '300+ spaces'. */
export function spacesCount(m: Messages<Catalogs['search']>, total: number, capped: boolean) {
  return capped ? m.spacesCapped({ count: groupDigits(total) }) : m.spacesCount({ count: total });
}

/**
 * A page of results: cards in a grid (the list page) or rows (beside the map), skeletons while
 * the first search loads, the server's reason for a refused search, a way on when nothing
 * matches, and the links to the previous and next pages.
 */
export function SearchResults({
  state,
  listingHref,
  layout,
  highlightedId,
  onHover,
}: {
  state: SearchPageState;
  listingHref: (id: string) => string;
  layout: 'grid' | 'list';
  highlightedId?: string | null;
  onHover?: (id: string | null) => void;
}) {
  const m = useMessages('search');
  const { results, data, filterCount, clearHref, pages, pageHref } = state;
  const list = layout === 'list';

  if (results.isError && !data)
    return (
      <Alert tone="danger" className="mt-4">
        {results.error instanceof ApiError ? results.error.message : m.failed}
      </Alert>
    );

  if (data && data.items.length === 0)
    return (
      <EmptyState
        className="mt-4"
        icon={SearchX}
        title={m.empty.title}
        action={
          <Link to={filterCount > 0 ? clearHref : state.basePath} className={buttonClasses('primary', 'md')}>
            {filterCount > 0 ? m.empty.clearFilters : m.empty.clearSearch}
          </Link>
        }
      >
        {filterCount > 0 ? m.empty.withFilters : m.empty.withoutFilters}
      </EmptyState>
    );

  return (
    <>
      <ul
        className={cn(
          'grid',
          list ? 'grid-cols-1 gap-3' : 'mt-4 gap-4 sm:grid-cols-2 xl:grid-cols-3',
          results.isPlaceholderData && 'opacity-60 transition-opacity',
        )}
      >
        {data
          ? data.items.map((item, i) => (
              <ResultCard
                key={item.id}
                item={item}
                href={listingHref(item.id)}
                priceUnit={data.understood.priceUnit}
                eager={i < (list ? 3 : 4)}
                layout={list ? 'row' : 'card'}
                highlighted={highlightedId === item.id}
                onHover={onHover}
              />
            ))
          : Array.from({ length: list ? 5 : 6 }, (_, i) => (
              <ResultCardSkeleton key={i} layout={list ? 'row' : 'card'} />
            ))}
      </ul>

      {data && pages > 1 && (
        <nav aria-label={m.pages.label} className="mt-6 flex items-center justify-between gap-3">
          {data.page > 1 ? (
            <Link to={pageHref(data.page - 1)} className={buttonClasses('secondary', 'md')} rel="prev">
              {m.pages.previous}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-ink-700">{m.pages.pageOf({ page: data.page, pages })}</p>
          {data.page < pages ? (
            <Link to={pageHref(data.page + 1)} className={buttonClasses('secondary', 'md')} rel="next">
              {m.pages.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
