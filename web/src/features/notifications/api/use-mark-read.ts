import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { markedReadSchema, markReadSchema } from '@espasyo/domain/contracts/notifications';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';
import type { NotificationsList } from './use-notifications';

type MarkRead = z.infer<typeof markReadSchema>['ids'];
export type MarkedRead = z.infer<typeof markedReadSchema>;

/**
 * Shows `ids` read in every cached list at once (the unread list drops them), before the server
 * answers; the answer's count and a refetch then put the truth in place.
 */
function showRead(client: QueryClient, ids: MarkRead, at: string) {
  const hit = (id: string) => ids === 'all' || ids.includes(id);
  client.setQueriesData<NotificationsList>({ queryKey: notificationKeys.lists }, (list) => {
    if (!list) return list;
    return {
      ...list,
      items: list.items.map((n) => (hit(n.id) && !n.isRead ? { ...n, isRead: true, readAt: at } : n)),
    };
  });
  client.setQueryData<NotificationsList>(notificationKeys.list('unread'), (list) =>
    list ? { ...list, items: list.items.filter((n) => !hit(n.id)) } : list,
  );
}

/** POST /api/me/notifications/read: one, several or all; the bell's count follows the answer. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: MarkRead) => api.post<MarkedRead>('/api/me/notifications/read', { ids }),
    onMutate: async (ids) => {
      await client.cancelQueries({ queryKey: notificationKeys.lists });
      showRead(client, ids, new Date().toISOString());
    },
    onSuccess: ({ unread }) => client.setQueryData(notificationKeys.unreadCount, unread),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.lists }),
  });
}
