import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Availability, ListingBlock } from '@espasyo/domain/contracts/listings';
import type { BlockInput } from '@espasyo/domain/listings/blocks';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

const base = (id: string) => `/api/host/listings/${encodeURIComponent(id)}`;

/** GET /api/host/listings/:id/availability?month=: per day units blocked and free, and the blocks touching the month. */
export const availabilityQuery = (id: string, month: string) =>
  queryOptions({
    queryKey: listingKeys.availability(id, month),
    queryFn: ({ signal }) => api.get<Availability>(`${base(id)}/availability?month=${month}`, signal),
    placeholderData: keepPreviousData,
  });

export function useAvailability(id: string, month: string) {
  return useQuery(availabilityQuery(id, month));
}

/** Every month of the listing's calendar, and its public one, counts blocks: refresh them all after a change. */
function useRefreshCalendars(id: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: listingKeys.hostListing(id) }),
      client.invalidateQueries({ queryKey: listingKeys.public(id) }),
    ]);
}

/** POST /api/host/listings/:id/blocks: takes units off a range of dates (both included). */
export function useAddBlock(id: string) {
  const refresh = useRefreshCalendars(id);
  return useMutation({
    mutationFn: (input: BlockInput) => api.post<ListingBlock>(`${base(id)}/blocks`, input),
    onSuccess: refresh,
  });
}

/** DELETE /api/host/listings/:id/blocks/:blockId: the units are free again. */
export function useRemoveBlock(id: string) {
  const refresh = useRefreshCalendars(id);
  return useMutation({
    mutationFn: (block: ListingBlock) => api.delete<void>(`${base(id)}/blocks/${encodeURIComponent(block.id)}`),
    onSuccess: refresh,
  });
}
