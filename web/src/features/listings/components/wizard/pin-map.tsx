import { lazy, Suspense, useState } from 'react';
import { philippinesBounds } from '@espasyo/domain/listings/fields';
import { useMapTiles } from '@/features/browse';

// Leaflet and its stylesheet come with this step only.
const LeafletMap = lazy(() => import('@/components/map/leaflet-map'));

const home: [[number, number], [number, number]] = [
  [philippinesBounds.south, philippinesBounds.west],
  [philippinesBounds.north, philippinesBounds.east],
];
const noTiles = { url: null, attribution: '', maxZoom: 19 };

function Frame({ children }: { children?: React.ReactNode }) {
  return <div className="relative h-72 overflow-hidden rounded-card bg-ink-100 sm:h-80">{children}</div>;
}

/**
 * The pin on a map: drag it, or click or tap where the space is. It moves the same latitude and
 * longitude as the fields below it (which remain the keyboard's way to place it). Without tiles
 * the pin still moves on a plain background.
 */
export function PinMap({
  pin,
  onMove,
}: {
  pin: { lat: number; lng: number } | null;
  onMove: (lat: number, lng: number) => void;
}) {
  const tiles = useMapTiles();
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <div>
      {tiles.data || tiles.isError ? (
        <Suspense fallback={<Frame />}>
          <Frame>
            <LeafletMap
              className="size-full"
              label="Map: drag the pin onto your space, or click where it is"
              tiles={
                tiles.data
                  ? { url: tiles.data.tileUrl, attribution: tiles.data.attribution, maxZoom: tiles.data.maxZoom }
                  : noTiles
              }
              markers={[]}
              area={null}
              home={home}
              frameKey={null}
              selectedId={null}
              onSelect={() => {}}
              pin={pin}
              onPinMove={onMove}
              onTilesFailed={() => setTilesFailed(true)}
            />
          </Frame>
        </Suspense>
      ) : (
        <Frame />
      )}
      {(tilesFailed || tiles.data?.tileUrl === null) && (
        <p className="mt-2 text-sm text-ink-600">
          The street map could not load: the pin still moves on the plain map, or use your location or the coordinates
          below.
        </p>
      )}
    </div>
  );
}
