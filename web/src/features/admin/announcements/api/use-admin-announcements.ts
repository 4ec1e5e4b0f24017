import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnnouncementForm } from '@espasyo/domain/announcements/announcements';
import type { AdminAnnouncement, AdminAnnouncementsPage } from '@espasyo/domain/contracts/announcements';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** Built on adminKeys, so clearing the admin area's cache reaches them. */
export const announcementKeys = {
  all: () => [...adminKeys.all, 'announcements'] as const,
  list: (page: number) => [...announcementKeys.all(), 'list', page] as const,
};

/** GET /api/admin/announcements?page=: newest first. */
export const adminAnnouncementsQuery = (page: number) => {
  const path = href('/api/admin/announcements', { page, pageSize: ANNOUNCEMENTS_PAGE_SIZE });
  return queryOptions({
    queryKey: announcementKeys.list(page),
    queryFn: ({ signal }) => api.get<AdminAnnouncementsPage>(path, signal),
    placeholderData: keepPreviousData,
  });
};

export function useAdminAnnouncements(page: number) {
  return useQuery(adminAnnouncementsQuery(page));
}

export type SaveAnnouncement =
  { id: null; form: AnnouncementForm; publish: boolean } | { id: string; form: AnnouncementForm; publish?: never };

/** POST /api/admin/announcements[?publish=true] (new) or PUT /api/admin/announcements/:id (edit). */
export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (s: SaveAnnouncement) =>
      s.id === null
        ? api.post<AdminAnnouncement>(`/api/admin/announcements${s.publish ? '?publish=true' : ''}`, s.form)
        : api.put<AdminAnnouncement>(`/api/admin/announcements/${encodeURIComponent(s.id)}`, s.form),
    onSettled: () => void client.invalidateQueries({ queryKey: announcementKeys.all() }),
  });
}

/** POST /api/admin/announcements/:id/publish or /unpublish. */
export function usePublishAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      api.post<AdminAnnouncement>(
        `/api/admin/announcements/${encodeURIComponent(id)}/${publish ? 'publish' : 'unpublish'}`,
      ),
    onSettled: () => void client.invalidateQueries({ queryKey: announcementKeys.all() }),
  });
}
