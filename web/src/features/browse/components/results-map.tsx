import { MapArea } from './map-area';
import { useMapView } from './use-map-view';
import type { SearchPageState } from './use-search-page';

/**
 * The map beside the list of results on a wide screen (/client/browse from 1280 px): the page's
 * results as price markers, framed to fit them, with 'Search this area' once moved. Loaded with
 * the first wide render only (Leaflet comes later still, with MapArea's own chunk).
 */
export default function ResultsMap({
  state,
  listingHref,
}: {
  state: SearchPageState;
  listingHref: (id: string) => string;
}) {
  const map = useMapView(state);
  return (
    <section
      aria-label="Map of the results"
      className="sticky top-20 h-[calc(100dvh-6rem)] overflow-hidden rounded-card border border-ink-200 bg-ink-100"
    >
      <MapArea map={map} listingHref={listingHref} />
    </section>
  );
}
