import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BarangayOptions, CityOptions, PlaceOptions } from '@espasyo/domain/contracts/places';
import { api } from '@/lib/api-client';

/** The place lists' query keys: one cache for every picker (a listing's address, staff's typhoon places). */
export const placeKeys = {
  of: (level: 'regions' | 'provinces' | 'cities' | 'barangays', parent?: string) =>
    ['places', level, parent ?? null] as const,
};

/**
 * The PSGC place lists (GET /api/places/…) a level at a time, each the children of the place chosen
 * above, fetched when that choice is made: the page never carries the whole list. Used by the
 * listing's address picker and staff's typhoon places.
 */
const placesQuery = <T>(key: readonly unknown[], path: string, enabled = true) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.get<T>(path, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });

const code = (c: string) => encodeURIComponent(c);

export const useRegions = () => useQuery(placesQuery<PlaceOptions>(placeKeys.of('regions'), '/api/places/regions'));

export const useProvinces = (regionCode: string) =>
  useQuery(
    placesQuery<PlaceOptions>(
      placeKeys.of('provinces', regionCode),
      `/api/places/regions/${code(regionCode)}/provinces`,
      !!regionCode,
    ),
  );

export const useCities = (provinceCode: string) =>
  useQuery(
    placesQuery<CityOptions>(
      placeKeys.of('cities', provinceCode),
      `/api/places/provinces/${code(provinceCode)}/cities`,
      !!provinceCode,
    ),
  );

export const useBarangays = (cityCode: string) =>
  useQuery(
    placesQuery<BarangayOptions>(
      placeKeys.of('barangays', cityCode),
      `/api/places/cities/${code(cityCode)}/barangays`,
      !!cityCode,
    ),
  );
