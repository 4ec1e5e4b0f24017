import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BarangayOptions, CityOptions, PlaceOptions } from '@espasyo/domain/contracts/places';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/**
 * The address picker's lists (GET /api/places/…), each the children of the place chosen
 * above, fetched when that choice is made: the page never carries the whole PSGC list.
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

export const useRegions = () =>
  useQuery(placesQuery<PlaceOptions>(listingKeys.places('regions'), '/api/places/regions'));

export const useProvinces = (regionCode: string) =>
  useQuery(
    placesQuery<PlaceOptions>(
      listingKeys.places('provinces', regionCode),
      `/api/places/regions/${code(regionCode)}/provinces`,
      !!regionCode,
    ),
  );

export const useCities = (provinceCode: string) =>
  useQuery(
    placesQuery<CityOptions>(
      listingKeys.places('cities', provinceCode),
      `/api/places/provinces/${code(provinceCode)}/cities`,
      !!provinceCode,
    ),
  );

export const useBarangays = (cityCode: string) =>
  useQuery(
    placesQuery<BarangayOptions>(
      listingKeys.places('barangays', cityCode),
      `/api/places/cities/${code(cityCode)}/barangays`,
      !!cityCode,
    ),
  );
