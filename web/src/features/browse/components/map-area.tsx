import { lazy, Suspense, useMemo } from 'react';
import { LocateFixed } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMessages } from '@/lib/i18n';
import { philippinesHome, useMapTiles } from '../api/use-map-tiles';
import { clusterName } from '../map-markers';
import { MapSelection } from './map-selection';
import type { useMapView } from './use-map-view';

// Leaflet and its stylesheet come with this chunk only (they are in no other page's).
const LeafletMap = lazy(() => import('@/components/map/leaflet-map'));

/**
 * The map of a page of results: price markers (clustered where they would pile up), the chosen
 * marker's spaces, 'Search this area' once the map was moved, and the unit the prices are in.
 * Without tiles (none configured, none reachable) the markers stand on a plain background and a
 * line says why.
 */
export function MapArea({
  map,
  listingHref,
}: {
  map: ReturnType<typeof useMapView>;
  listingHref: (id: string) => string;
}) {
  const m = useMessages('search');
  const tiles = useMapTiles();
  /** Markers that would pile up are clustered: '12 spaces, zoom in'. */
  const clusters = useMemo(() => ({ name: (count: number) => clusterName(count, m.map) }), [m]);

  return (
    <>
      {tiles.ready ? (
        <Suspense fallback={<MapLoading />}>
          <LeafletMap
            className="size-full"
            label={m.map.label}
            tiles={tiles.tiles}
            markers={map.markers}
            cluster={clusters}
            area={map.area}
            home={philippinesHome}
            frameKey={map.frameKey}
            selectedId={map.selected?.id ?? null}
            selectedPadding={240}
            highlightedId={map.highlightedId}
            onSelect={map.select}
            onMove={map.onMove}
            onTilesFailed={tiles.onTilesFailed}
          />
        </Suspense>
      ) : (
        <MapLoading />
      )}
      {(map.markers.length > 0 || tiles.missing) && (
        <p className="absolute bottom-7 left-2 z-10 max-w-[calc(100%-1rem)] rounded-field bg-white/95 px-3 py-1.5 text-sm text-ink-800 shadow-card sm:max-w-xs">
          {map.markers.length > 0 && (
            <span className="font-semibold">{m.map.pricesPer({ unit: m.unit[map.unit] })} </span>
          )}
          {tiles.missing && m.map.noTiles}
        </p>
      )}
      {map.moved && (
        <Button
          variant="outline"
          size="sm"
          onClick={map.searchArea}
          icon={<LocateFixed aria-hidden="true" className="size-4" />}
          className="absolute top-3 left-1/2 z-10 -translate-x-1/2 shadow-raised"
        >
          {m.map.searchArea}
        </Button>
      )}
      {map.selected && (
        <MapSelection
          group={map.selected}
          priceUnit={map.unit}
          listingHref={listingHref}
          onClose={() => map.select(null)}
        />
      )}
    </>
  );
}

function MapLoading() {
  const m = useMessages('search').map;
  return (
    <div className="flex size-full items-center justify-center" role="status">
      <span className="text-base text-ink-600">{m.loading}</span>
    </div>
  );
}
