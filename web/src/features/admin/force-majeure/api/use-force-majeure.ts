import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CityOptions, PlaceOptions } from '@espasyo/domain/contracts/places';
import type { AdminForceMajeure, AdminForceMajeurePage } from '@espasyo/domain/contracts/force-majeure';
import type { ForceMajeureEnd, ForceMajeureForm } from '@espasyo/domain/force-majeure/events';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export const FORCE_MAJEURE_PAGE_SIZE = 20;

/** Built on adminKeys, so clearing the admin area's cache reaches them. */
export const forceMajeureKeys = {
  all: () => [...adminKeys.all, 'force-majeure'] as const,
  list: (page: number) => [...forceMajeureKeys.all(), 'list', page] as const,
  places: (level: string, parent = '') => [...forceMajeureKeys.all(), 'places', level, parent] as const,
};

/** GET /api/admin/force-majeure?page=: the latest declared first. */
export const forceMajeureQuery = (page: number) =>
  queryOptions({
    queryKey: forceMajeureKeys.list(page),
    queryFn: ({ signal }) =>
      api.get<AdminForceMajeurePage>(
        href('/api/admin/force-majeure', { page, pageSize: FORCE_MAJEURE_PAGE_SIZE }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const useForceMajeureEvents = (page: number) => useQuery(forceMajeureQuery(page));

/** POST /api/admin/force-majeure: declared, its covered bookings' sides told by the server. */
export function useDeclareEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ForceMajeureForm) => api.post<AdminForceMajeure>('/api/admin/force-majeure', form),
    onSettled: () => void client.invalidateQueries({ queryKey: forceMajeureKeys.all() }),
  });
}

/** POST /api/admin/force-majeure/:id/end: ended early or withdrawn, with the reason. */
export function useEndEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ForceMajeureEnd }) =>
      api.post<AdminForceMajeure>(`/api/admin/force-majeure/${encodeURIComponent(id)}/end`, body),
    onSettled: () => void client.invalidateQueries({ queryKey: forceMajeureKeys.all() }),
  });
}

/** The place data a level at a time (GET /api/places/…), as the address picker reads it. */
const placesQuery = <T>(key: readonly unknown[], path: string, enabled = true) =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => api.get<T>(path, signal),
    enabled,
    staleTime: Infinity,
  });

export const useRegions = () =>
  useQuery(placesQuery<PlaceOptions>(forceMajeureKeys.places('regions'), '/api/places/regions'));
export const useProvinces = (region: string) =>
  useQuery(
    placesQuery<PlaceOptions>(
      forceMajeureKeys.places('provinces', region),
      `/api/places/regions/${encodeURIComponent(region)}/provinces`,
      !!region,
    ),
  );
export const useCities = (province: string) =>
  useQuery(
    placesQuery<CityOptions>(
      forceMajeureKeys.places('cities', province),
      `/api/places/provinces/${encodeURIComponent(province)}/cities`,
      !!province,
    ),
  );
