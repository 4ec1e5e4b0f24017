import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { announcementGroupOf, announcementTopic } from '@espasyo/domain/announcements/announcements';
import type { MyAnnouncements } from '@espasyo/domain/contracts/announcements';
import type { UserType } from '@espasyo/domain/roles';
import { api } from '@/lib/api-client';
import { FRAME_STALE_MS } from '@/lib/query-client';
import { useRealtime } from '@/lib/realtime';

/** The query keys of the signed-in user's announcements. */
export const announcementKeys = {
  all: ['announcements'] as const,
  mine: () => [...announcementKeys.all, 'mine'] as const,
};

/** GET /api/me/announcements: the live ones for this user that they have not dismissed. */
export const myAnnouncementsQuery = () =>
  queryOptions({
    queryKey: announcementKeys.mine(),
    queryFn: ({ signal }) => api.get<MyAnnouncements>('/api/me/announcements', signal),
    staleTime: FRAME_STALE_MS,
  });

interface ChangedEvent {
  type?: string;
}

/**
 * The banner's list, kept live: a publish, edit or unpublish for the user's audience group
 * (topic announcements:client|host|staff) and a dismissal on another tab or device (the
 * user's own topic) ask for it again; so does a reconnect, for what was missed meanwhile.
 */
export function useMyAnnouncements(userId: string | null, role: UserType | null) {
  const client = useQueryClient();
  const refetch = () => void client.invalidateQueries({ queryKey: announcementKeys.mine() });
  const onEvent = (e: ChangedEvent) => {
    if (e?.type === 'announcements.changed') refetch();
  };
  useRealtime<ChangedEvent>(role ? announcementTopic(announcementGroupOf(role)) : null, onEvent, refetch);
  useRealtime<ChangedEvent>(userId ? `user:${userId}` : null, onEvent);
  return useQuery({ ...myAnnouncementsQuery(), enabled: !!userId });
}

/** POST /api/me/announcements/:id/dismiss; it leaves the list at once, and for good. */
export function useDismissAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<null>(`/api/me/announcements/${encodeURIComponent(id)}/dismiss`),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: announcementKeys.mine() });
      const before = client.getQueryData<MyAnnouncements>(announcementKeys.mine());
      if (before) {
        client.setQueryData<MyAnnouncements>(announcementKeys.mine(), {
          items: before.items.filter((a) => a.id !== id),
        });
      }
      return { before };
    },
    onError: (_e, _id, context) => {
      if (context?.before) client.setQueryData(announcementKeys.mine(), context.before);
    },
    onSettled: () => void client.invalidateQueries({ queryKey: announcementKeys.mine() }),
  });
}
