import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticeRecipients, SentNotice, SentNoticesPage } from '@espasyo/domain/contracts/staff-notices';
import type { NoticeAudience, NoticeKind, StaffNoticeForm } from '@espasyo/domain/notifications/staff-notices';
import { href } from '@espasyo/domain/paths';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

export const NOTICES_PAGE_SIZE = 20;

/** Built on adminKeys, so clearing the admin area's cache reaches them. */
export const noticeKeys = {
  all: () => [...adminKeys.all, 'notices'] as const,
  list: (kind: NoticeKind, page: number) => [...noticeKeys.all(), 'list', kind, page] as const,
  recipients: (audience: NoticeAudience, email: string) =>
    [...noticeKeys.all(), 'recipients', audience, email] as const,
};

/** GET /api/admin/notifications?kind=&page=: what staff sent, or the system's alerts. */
export const sentNoticesQuery = (kind: NoticeKind, page: number) => {
  const path = href('/api/admin/notifications', { kind, page, pageSize: NOTICES_PAGE_SIZE });
  return queryOptions({
    queryKey: noticeKeys.list(kind, page),
    queryFn: ({ signal }) => api.get<SentNoticesPage>(path, signal),
    placeholderData: keepPreviousData,
  });
};

export function useSentNotices(kind: NoticeKind, page: number) {
  return useQuery(sentNoticesQuery(kind, page));
}

/** GET /api/admin/notifications/recipients: how many a group holds, or whose the email address is. */
export const noticeRecipientsQuery = (audience: NoticeAudience, email: string) => {
  const path = href('/api/admin/notifications/recipients', {
    audience,
    email: audience === 'user' ? email : undefined,
  });
  return queryOptions({
    queryKey: noticeKeys.recipients(audience, audience === 'user' ? email : ''),
    queryFn: ({ signal }) => api.get<NoticeRecipients>(path, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
};

export function useNoticeRecipients(audience: NoticeAudience, email: string) {
  return useQuery({ ...noticeRecipientsQuery(audience, email), enabled: audience !== 'user' || email.includes('@') });
}

/** POST /api/admin/notifications: sends it; the list of what was sent is asked for again. */
export function useSendNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: StaffNoticeForm) => api.post<SentNotice>('/api/admin/notifications', form),
    onSettled: () => void client.invalidateQueries({ queryKey: noticeKeys.all() }),
  });
}
