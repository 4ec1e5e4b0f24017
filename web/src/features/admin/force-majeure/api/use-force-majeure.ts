import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The place lists of the typhoon form: the address picker's (one cache for both). */
export { useCities, useProvinces, useRegions } from '@/lib/use-places';
