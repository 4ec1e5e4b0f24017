import { useQuery } from '@tanstack/react-query';
import type { MapTiles } from '@espasyo/domain/contracts/settings';
import { apiQuery } from '@/lib/api-query';
import { browseKeys } from './keys';

/** GET /api/settings/map: the tile server the installation uses (set at its start, so read once). */
export function useMapTiles() {
  return useQuery({
    ...apiQuery<MapTiles>(browseKeys.mapTiles(), '/api/settings/map'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
