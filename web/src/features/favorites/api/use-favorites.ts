import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoritesPage } from '@espasyo/domain/contracts/listings';
import { api } from '@/lib/api-client';
import { favoriteKeys } from './keys';

/** GET /api/me/favorites: the client's saved live listings, newest first, 20 a page. */
export const favoritesQuery = (page: number) =>
  queryOptions({
    queryKey: favoriteKeys.list(page),
    queryFn: ({ signal }) => api.get<FavoritesPage>(`/api/me/favorites?page=${page}`, signal),
    placeholderData: keepPreviousData,
  });

export function useFavorites(page: number) {
  return useQuery(favoritesQuery(page));
}
