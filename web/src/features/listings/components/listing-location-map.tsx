import { lazy, Suspense } from 'react';
import { PUBLIC_POINT_MAX_OFFSET_M, type PublicListing } from '@espasyo/domain/contracts/listings';
import { philippinesHome, useMapTiles } from '@/features/browse';
import { useMessages } from '@/lib/i18n';
import { useNearScreen } from '@/lib/use-near-screen';

// Leaflet and its stylesheet load with this section only, when it comes near the screen.
const LeafletMap = lazy(() => import('@/components/map/leaflet-map'));

/**
 * The public position is the listing's public point, 200–500 m from the pin in a direction
 * nobody knows (decision 0029): a circle a little wider than the largest offset holds the
 * space, and no pin says which building it is.
 */
const AREA_RADIUS_KM = (PUBLIC_POINT_MAX_OFFSET_M + 50) / 1000;

function Frame({ children }: { children?: React.ReactNode }) {
  return <div className="relative mt-3 h-64 overflow-hidden rounded-card bg-ink-100 sm:h-80">{children}</div>;
}

/**
 * Where the space is, roughly: a shaded circle on the map (design §4). Without tiles (none
 * configured or none reachable) the circle still shows on a plain background, with a line why.
 */
export function ListingLocationMap({
  listing,
}: {
  listing: Pick<PublicListing, 'latitude' | 'longitude' | 'cityName'>;
}) {
  const m = useMessages('listing').map;
  const { ref, near } = useNearScreen<HTMLDivElement>();
  const tiles = useMapTiles();
  if (listing.latitude == null || listing.longitude == null) return null;
  const area = { lat: listing.latitude, lng: listing.longitude, radiusKm: AREA_RADIUS_KM };
  const ready = near && tiles.ready;

  return (
    <div ref={ref}>
      {ready ? (
        <Suspense fallback={<Frame />}>
          <Frame>
            <LeafletMap
              className="size-full"
              label={m.label({ city: String(listing.cityName) })}
              tiles={tiles.tiles}
              markers={[]}
              area={{ ...area, radiusKm: area.radiusKm * 1.6 }}
              circle={area}
              home={philippinesHome}
              frameKey="location"
              selectedId={null}
              onSelect={() => {}}
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
