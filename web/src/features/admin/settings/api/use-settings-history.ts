import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SettingsHistoryEntry, SettingsHistoryPage } from '@espasyo/domain/contracts/settings';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export type { SettingsHistoryEntry, SettingsHistoryPage };

export const HISTORY_PAGE_SIZE = 50;

/** GET /api/admin/settings/history: newest first, then older pages by cursor. */
export const settingsHistoryQuery = (category: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.settingsHistory(category),
    initialPageParam: '' as string,
    queryFn: ({ pageParam, signal }) => {
      const q = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
      if (category) q.set('category', category);
      if (pageParam) q.set('cursor', pageParam);
      return api.get<SettingsHistoryPage>(`/api/admin/settings/history?${q}`, signal);
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useSettingsHistory(category: string) {
  return useInfiniteQuery(settingsHistoryQuery(category));
}
