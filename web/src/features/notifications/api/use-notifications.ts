import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { notificationsListSchema, unreadCountSchema } from '@espasyo/domain/contracts/notifications';
import { api } from '@/lib/api-client';
import { FRAME_STALE_MS } from '@/lib/query-client';
import { notificationKeys, type NotificationFilter } from './keys';

export type NotificationsList = z.infer<typeof notificationsListSchema>;
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** GET /api/me/notifications (?unread=true): the 50 newest, or the unread ones, and the unread count. */
export const notificationsQuery = (filter: NotificationFilter) =>
  queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) =>
      api.get<NotificationsList>(`/api/me/notifications${filter === 'unread' ? '?unread=true' : ''}`, signal),
  });

export function useNotifications(filter: NotificationFilter, enabled = true) {
  return useQuery({ ...notificationsQuery(filter), enabled });
}

/** GET /api/me/notifications/unread-count: the bell's number, kept live by useLiveNotifications. */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: async ({ signal }) => (await api.get<UnreadCount>('/api/me/notifications/unread-count', signal)).unread,
    staleTime: FRAME_STALE_MS,
  });

export function useUnreadCount() {
  return useQuery(unreadCountQuery());
}
