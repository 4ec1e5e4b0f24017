import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MapTiles } from '@espasyo/domain/contracts/settings';
import { philippinesBounds } from '@espasyo/domain/listings/fields';
import type { LeafletMapProps } from '@/components/map/map-types';
import { apiQuery } from '@/lib/api-query';
import { browseKeys } from './keys';

/** A map's widest view: the Philippines. */
export const philippinesHome: LeafletMapProps['home'] = [
  [philippinesBounds.south, philippinesBounds.west],
  [philippinesBounds.north, philippinesBounds.east],
];

const noTiles: LeafletMapProps['tiles'] = { url: null, attribution: '', maxZoom: 19 };

/**
 * The tile server for a map (GET /api/settings/map, set at the server's start, so read once):
 * `ready` once known (or unknown for good: no tiles then), `tiles` for LeafletMap, and whether
 * the street map is missing (none configured, or none loaded: `onTilesFailed`), so the page
 * can say why the background is plain.
 */
export function useMapTiles() {
  const query = useQuery({
    ...apiQuery<MapTiles>(browseKeys.mapTiles(), '/api/settings/map'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [failed, setFailed] = useState(false);
  const data = query.data;
  return {
    ready: !!data || query.isError,
    tiles: data ? { url: data.tileUrl, attribution: data.attribution, maxZoom: data.maxZoom } : noTiles,
    missing: failed || data?.tileUrl === null,
    onTilesFailed: () => setFailed(true),
  };
}
