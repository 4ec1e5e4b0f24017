import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavoriteState } from '@espasyo/domain/contracts/favorites';
import { api } from '@/lib/api-client';
import { favoriteKeys } from './keys';

const path = (listingId: string) => `/api/me/favorites/${encodeURIComponent(listingId)}`;

/** GET /api/me/favorites/:listingId: whether the signed-in client saved this listing. */
export const favoriteQuery = (listingId: string) =>
  queryOptions({
    queryKey: favoriteKeys.one(listingId),
    queryFn: ({ signal }) => api.get<FavoriteState>(path(listingId), signal),
  });

export function useFavorite(listingId: string, enabled: boolean) {
  return useQuery({ ...favoriteQuery(listingId), enabled });
}

/** PUT or DELETE /api/me/favorites/:listingId; the heart changes at once and goes back if the call fails. */
export function useToggleFavorite(listingId: string) {
  const client = useQueryClient();
  const key = favoriteKeys.one(listingId);
  return useMutation({
    mutationFn: (favorite: boolean) => (favorite ? api.put(path(listingId)) : api.delete(path(listingId))),
    onMutate: async (favorite) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<FavoriteState>(key);
      client.setQueryData<FavoriteState>(key, { favorite });
      return { before };
    },
    onError: (_e, _favorite, context) => client.setQueryData(key, context?.before),
    onSettled: () => void client.invalidateQueries({ queryKey: favoriteKeys.all }),
  });
}
