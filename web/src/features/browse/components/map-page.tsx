import { useId, useState } from 'react';
import { List, Map as MapIcon } from 'lucide-react';
import { PageTitle } from '@/components/page-title';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n';
import { FiltersButton } from './filters-button';
import { MapArea } from './map-area';
import { SearchForm } from './search-form';
import { SearchResults, spacesCount } from './search-results';
import { SortSelect } from './sort-select';
import { useMapView } from './use-map-view';
import { useSearchPage, type SearchPageState } from './use-search-page';
import { useSearchSubmit } from './use-search-submit';
import { ViewSwitch } from './view-switch';

/**
 * The search on a map (design §4): the same address, search and results as the list
 * (`listPath`), each point of the page's results a marker labelled with its price; choosing one
 * shows its space. The results' list beside the map on a wide screen; a phone switches between
 * the two with a button that floats over them. 'Search this area' searches where the map was moved.
 */
export function MapPage({
  basePath,
  listPath,
  listingHref,
}: {
  basePath: string;
  listPath: string;
  listingHref: (id: string) => string;
}) {
  const m = useMessages('search');
  const formId = useId();
  const state = useSearchPage(basePath);
  const { params, data, results, heading } = state;
  const search = params.toString();
  const main = useSearchSubmit({ basePath, params, withFilters: false });
  const map = useMapView(state);
  const [show, setShow] = useState<'map' | 'list'>('map');

  return (
    <div className="flex flex-col gap-4 lg:h-[calc(100dvh-8rem)]">
      <PageTitle>{heading && params.size ? m.map.onTheMap({ heading }) : m.map.title}</PageTitle>
      <h1 className="text-xl font-bold tracking-tight text-ink-900 sm:text-2xl">{m.map.title}</h1>
      <SearchForm
        key={search}
        id={formId}
        ref={main.formRef}
        basePath={basePath}
        params={params}
        onSubmit={main.onSubmit}
      />

      <div className="flex flex-wrap items-center gap-3">
        <h2 className="mr-auto text-lg font-semibold text-ink-900" aria-live="polite">
          {data
            ? m.count({ heading: heading ?? m.heading.spaces, count: spacesCount(m, data.total, data.totalCapped) })
            : results.isError
              ? m.results
              : m.searching}
        </h2>
        <div className="flex w-full items-center gap-3 sm:w-auto">
          <FiltersButton
            className="shrink-0 px-3"
            basePath={basePath}
            params={params}
            kind={state.kind}
            priceUnit={state.priceUnit}
            count={state.filterCount}
            clearHref={state.clearHref}
          />
          <SortSelect key={search} form={formId} value={state.values.sort} near={state.near} />
          <ViewSwitch to="list" path={listPath} params={params} className="max-lg:hidden" />
        </div>
      </div>

      <div className="flex min-h-0 flex-1 gap-4">
        <section
          aria-label={m.results}
          aria-busy={results.isFetching || undefined}
          className={cn(
            'min-w-0 flex-1 pb-20 lg:w-96 lg:flex-none lg:overflow-y-auto lg:pr-1 lg:pb-0',
            show === 'map' && 'max-lg:hidden',
          )}
        >
          <SearchResults
            state={state}
            listingHref={listingHref}
            layout="list"
            highlightedId={map.selected?.items.length === 1 ? map.selected.items[0].id : null}
            onHover={map.hover}
          />
        </section>

        <div
          className={cn(
            'relative h-[75dvh] min-h-80 flex-1 overflow-hidden rounded-card border border-ink-200 bg-ink-100 lg:h-auto',
            show === 'list' && 'max-lg:hidden',
          )}
        >
          <MapArea map={map} listingHref={listingHref} />
        </div>
      </div>

      {/* A phone shows the map or the list; this button, over both, switches. */}
      {!(show === 'map' && map.selected) && (
        <button
          type="button"
          onClick={() => setShow(show === 'map' ? 'list' : 'map')}
          className={cn(
            buttonClasses('secondary', 'md'),
            'fixed bottom-5 left-1/2 z-30 -translate-x-1/2 rounded-full shadow-raised lg:hidden',
          )}
        >
          {show === 'map' ? (
            <>
              <List aria-hidden="true" className="size-5" /> {m.map.showList}
            </>
          ) : (
            <>
              <MapIcon aria-hidden="true" className="size-5" /> {m.map.showMap}
            </>
          )}
        </button>
      )}
    </div>
  );
}

/**
 * The map beside the list of results on a wide screen (/client/browse from 1280 px): the page's
 * results as price markers, framed to fit them, with 'Search this area' once moved. Here, with
 * the map page, so that both load the map's code from one chunk (browse.tsx loads it on a wide
 * screen only); Leaflet comes later still, with MapArea's own chunk.
 */
export function ResultsMap({ state, listingHref }: { state: SearchPageState; listingHref: (id: string) => string }) {
  const map = useMapView(state);
  return (
    <div className="sticky top-20 h-[calc(100dvh-6rem)] overflow-hidden rounded-card border border-ink-200 bg-ink-100">
      <MapArea map={map} listingHref={listingHref} />
    </div>
  );
}
