import { Link, useLocation } from 'react-router';
import { SearchX } from 'lucide-react';
import { listingTypeLabels } from '@espasyo/domain/listings/fields';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageTitle } from '@/components/page-title';
import { ApiError } from '@/lib/api-client';
import { searchOf, useListingSearch } from '@/features/browse/api/use-listing-search';
import { ResultCard, ResultCardSkeleton } from './result-card';
import { SearchForm } from './search-form';

/** 'Parking near Makati City', 'Spaces matching "roll-up door"', 'All spaces'. */
function heading(understood: { type: string | null; place: { name: string } | null; terms: string[] } | undefined) {
  if (!understood) return null;
  const what = understood.type ? listingTypeLabels[understood.type as keyof typeof listingTypeLabels] : 'Spaces';
  if (understood.place) return `${what} near ${understood.place.name}`;
  if (understood.terms.length) return `${what} matching "${understood.terms.join(' ')}"`;
  return understood.type ? `All ${what.toLowerCase()}` : 'All spaces';
}

/**
 * The search (design §4, discovery): the search bar and filters, 20 results a page with links
 * to the next, skeletons while a search loads and a way on when nothing matches. Everything is
 * in the address. `basePath` is /spaces for everyone or /client/browse inside the client area.
 */
export function SearchPage({
  title,
  intro,
  basePath,
  listingHref,
}: {
  title: string;
  intro: string;
  basePath: string;
  listingHref: (id: string) => string;
}) {
  const { search } = useLocation();
  const params = searchOf(search);
  const results = useListingSearch(params);
  const data = results.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    if (n > 1) next.set('page', String(n));
    else next.delete('page');
    return `${basePath}${next.size ? `?${next}` : ''}`;
  };
  const found = heading(data?.understood);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <PageTitle description="Search storage rooms, parking slots and warehouse space by place, type, price and features, from verified hosts across the Philippines.">
        {found && params.size ? found : title}
      </PageTitle>
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-base text-ink-600">{intro}</p>
      <div className="mt-5">
        <SearchForm basePath={basePath} params={params} />
      </div>

      <section aria-labelledby="results" aria-busy={results.isFetching || undefined} className="mt-6">
        <h2 id="results" className="text-lg font-semibold text-ink-900" aria-live="polite">
          {data
            ? `${found ?? 'Spaces'}: ${data.total === 1 ? '1 space' : `${data.total.toLocaleString('en-PH')} spaces`}`
            : results.isError
              ? 'Results'
              : 'Searching…'}
        </h2>

        {results.isError && !data ? (
          <Alert tone="danger" className="mt-4">
            {results.error instanceof ApiError ? results.error.message : 'The search could not be run.'}
          </Alert>
        ) : data && data.items.length === 0 ? (
          <EmptyState
            className="mt-4"
            icon={SearchX}
            title="No spaces match this search"
            action={
              <Link to={basePath} className={buttonClasses('primary', 'md')}>
                Clear the search
              </Link>
            }
          >
            Try a nearby city or barangay, another type, or fewer filters.
          </EmptyState>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {data
              ? data.items.map((item, i) => (
                  <ResultCard
                    key={item.id}
                    item={item}
                    href={listingHref(item.id)}
                    priceUnit={data.understood.priceUnit}
                    eager={i < 4}
                  />
                ))
              : Array.from({ length: 8 }, (_, i) => <ResultCardSkeleton key={i} />)}
          </ul>
        )}

        {data && pages > 1 && (
          <nav aria-label="Pages of results" className="mt-6 flex items-center justify-between gap-3">
            {data.page > 1 ? (
              <Link to={pageHref(data.page - 1)} className={buttonClasses('secondary', 'md')} rel="prev">
                Previous
              </Link>
            ) : (
              <span />
            )}
            <p className="text-sm text-ink-700">
              Page {data.page} of {pages}
            </p>
            {data.page < pages ? (
              <Link to={pageHref(data.page + 1)} className={buttonClasses('secondary', 'md')} rel="next">
                Next
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
    </div>
  );
}
