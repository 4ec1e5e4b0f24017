import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminVerificationPage } from '@espasyo/domain/contracts/verification';
import { api } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/shared/keys';

/** A request status, all, or `background`: hosts whose approved ID waits for a background check. */
export type QueueStatus = 'pending' | 'approved' | 'rejected' | 'all' | 'background';

export const QUEUE_PAGE_SIZE = 20;

/** GET /api/admin/verification: one page of the ID-check queue (pending: oldest first). */
export const verificationQueueQuery = (status: QueueStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.verificationQueue(status, page),
    queryFn: ({ signal }) =>
      api.get<AdminVerificationPage>(
        `/api/admin/verification?${new URLSearchParams({ status, page: String(page), pageSize: String(QUEUE_PAGE_SIZE) })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export function useVerificationQueue(status: QueueStatus, page: number) {
  return useQuery(verificationQueueQuery(status, page));
}
