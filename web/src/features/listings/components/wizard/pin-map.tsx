import { lazy, Suspense } from 'react';
import { useMessages } from '@/lib/i18n';
import { philippinesHome, useMapTiles } from '@/features/browse';

// Leaflet and its stylesheet come with this step only.
const LeafletMap = lazy(() => import('@/components/map/leaflet-map'));

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
  const m = useMessages('listingWizard').pin;
  const tiles = useMapTiles();
  return (
    <div>
      {tiles.ready ? (
        <Suspense fallback={<Frame />}>
          <Frame>
            <LeafletMap
              className="size-full"
              label={m.map}
              tiles={tiles.tiles}
              markers={[]}
              area={null}
              home={philippinesHome}
              frameKey={null}
              selectedId={null}
              onSelect={() => {}}
              pin={pin}
              onPinMove={onMove}
              onTilesFailed={tiles.onTilesFailed}
            />
          </Frame>
        </Suspense>
      ) : (
        <Frame />
      )}
      {tiles.missing && <p className="mt-2 text-sm text-ink-600">{m.noTiles}</p>}
    </div>
  );
}
