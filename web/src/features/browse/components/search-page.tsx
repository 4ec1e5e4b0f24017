import { useId, useRef, type ReactNode } from 'react';
import { PageTitle } from '@/components/page-title';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { FiltersButton } from './filters-button';
import { FiltersSidebarIsland } from './filters-sidebar-island';
import { SearchForm } from './search-form';
import { SearchResults, spacesCount } from './search-results';
import { SortSelect } from './sort-select';
import { useSearchPage, type SearchPageState } from './use-search-page';
import { useSearchSubmit } from './use-search-submit';
import { ViewSwitch } from './view-switch';

/**
 * The search (design §4, discovery): the search bar, the filters (beside the results on a wide
 * screen, in a sheet on a phone), 20 results a page with links to the next, skeletons while a
 * search loads and a way on when nothing matches. Everything is in the address. `basePath` is
 * /spaces for everyone or /client/browse inside the client area, where `mapPath` offers the
 * same search on the map (its own page, with the largest map), and `beside` can show it next to
 * the results too (then a list). `title` may name the type searched for ('Browse Parking').
 */
export function SearchPage({
  title,
  intro,
  basePath,
  listingHref,
  mapPath,
  beside,
  framed = false,
}: {
  title: string | ((type: string | null) => string);
  intro: string;
  basePath: string;
  listingHref: (id: string) => string;
  mapPath?: string;
  /** Beside the results, on the right (the map on a wide screen: browse.tsx). */
  beside?: (state: SearchPageState) => ReactNode;
  /** Its own margins (a public page); inside the client area the layout has them. */
  framed?: boolean;
}) {
  const m = useMessages('search');
  const formId = useId();
  const filtersButton = useRef<HTMLAnchorElement>(null);
  const state = useSearchPage(basePath);
  const { params, data, results, heading } = state;
  const search = params.toString();
  const pageTitle = typeof title === 'string' ? title : title(state.kind);
  const main = useSearchSubmit({
    basePath,
    params,
    withFilters: true,
    // A refused filter hidden on a phone: the sheet shows the filters again.
    onHiddenError: () => filtersButton.current?.click(),
  });

  return (
    <div className={cn(framed && 'mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8', mapPath && 'max-lg:pb-20')}>
      <PageTitle description={m.description}>{heading && params.size ? heading : pageTitle}</PageTitle>
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{pageTitle}</h1>
      <p className="mt-1 text-base text-ink-600">{intro}</p>
      <div className="mt-5">
        <SearchForm
          key={search}
          id={formId}
          ref={main.formRef}
          basePath={basePath}
          params={params}
          onSubmit={main.onSubmit}
        />
      </div>

      <div
        className={cn(
          'mt-6 lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-8',
          beside && 'xl:grid-cols-[15rem_minmax(0,1fr)_minmax(0,1fr)] xl:gap-6',
        )}
      >
        <FiltersSidebarIsland
          key={`${search}|${state.kind}|${state.priceUnit}`}
          formId={formId}
          values={state.values}
          errors={main.errors}
          kind={state.kind}
          priceUnit={state.priceUnit}
          count={state.filterCount}
          clearHref={state.clearHref}
        />

        <section
          id="results"
          aria-labelledby="results-title"
          aria-busy={results.isFetching || undefined}
          className="min-w-0"
        >
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="results-title" className="mr-auto text-lg font-semibold text-ink-900" aria-live="polite">
              {data
                ? m.count({ heading: heading ?? m.heading.spaces, count: spacesCount(m, data.total, data.totalCapped) })
                : results.isError
                  ? m.results
                  : m.searching}
            </h2>
            <div className="flex w-full items-center gap-3 sm:w-auto">
              <FiltersButton
                ref={filtersButton}
                className="shrink-0 px-3 lg:hidden"
                basePath={basePath}
                params={params}
                kind={state.kind}
                priceUnit={state.priceUnit}
                count={state.filterCount}
                clearHref={state.clearHref}
              />
              <SortSelect key={search} form={formId} value={state.values.sort} near={state.near} />
              {mapPath && <ViewSwitch to="map" path={mapPath} params={params} className="max-lg:hidden" />}
            </div>
          </div>
          <SearchResults state={state} listingHref={listingHref} layout={beside ? 'list' : 'grid'} />
          {mapPath && <ViewSwitch to="map" path={mapPath} params={params} floating className="lg:hidden" />}
        </section>
        {beside?.(state)}
      </div>
    </div>
  );
}
