import { lazy, Suspense } from 'react';
import { paths } from '@espasyo/domain/paths';
import { useMessages } from '@/lib/i18n';
import { useMediaQuery } from '@/lib/use-media-query';
import { SearchPage } from '@/features/browse/components/search-page';

// Loaded on a wide screen only (Leaflet later still, with the map's own chunk).
const ResultsMap = lazy(() => import('@/features/browse/components/map-page').then((m) => ({ default: m.ResultsMap })));

/**
 * /client/browse: the search inside the client's area (docs/product/routes.md: 'Browse Storage';
 * 'Browse Parking' or 'Browse Warehouses' when that is the type searched for). From 1280 px wide
 * the results are a list beside their map.
 */
export default function BrowsePage() {
  const wide = useMediaQuery('(min-width: 1280px)');
  const m = useMessages('search').browse;
  return (
    <SearchPage
      title={(type) => m.title({ type: type ?? 'storage' })}
      intro={m.intro}
      basePath={paths.client.browse.getHref()}
      listingHref={paths.client.listing.getHref}
      mapPath={paths.client.map.getHref()}
      beside={
        wide
          ? (state) => (
              <Suspense fallback={null}>
                <ResultsMap state={state} listingHref={paths.client.listing.getHref} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}
