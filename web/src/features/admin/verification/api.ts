import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminVerification } from '@espasyo/domain/contracts/verification';
import { api } from '@/lib/api-client';

export type QueueStatus = 'pending' | 'approved' | 'rejected' | 'all';

export interface VerificationQueue {
  items: AdminVerification[];
  total: number;
  page: number;
  pageSize: number;
}

export const verificationKeys = {
  all: ['admin', 'verification'] as const,
  queue: (status: QueueStatus, page: number) => ['admin', 'verification', 'queue', status, page] as const,
  one: (id: string) => ['admin', 'verification', 'one', id] as const,
};

export const QUEUE_PAGE_SIZE = 20;

export function useVerificationQueue(status: QueueStatus, page: number) {
  return useQuery({
    queryKey: verificationKeys.queue(status, page),
    queryFn: ({ signal }) =>
      api.get<VerificationQueue>(
        `/api/admin/verification?${new URLSearchParams({ status, page: String(page), pageSize: String(QUEUE_PAGE_SIZE) })}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useVerification(id: string | null) {
  return useQuery({
    queryKey: verificationKeys.one(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<AdminVerification>(`/api/admin/verification/${encodeURIComponent(id ?? '')}`, signal),
    enabled: !!id,
  });
}

/** Approve or reject; the queue, the dashboard's queue size and the users list are refreshed. */
export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string }) =>
      input.decision === 'approve'
        ? api.post<AdminVerification>(`/api/admin/verification/${encodeURIComponent(input.id)}/approve`)
        : api.post<AdminVerification>(`/api/admin/verification/${encodeURIComponent(input.id)}/reject`, {
            reason: input.reason,
          }),
    onSuccess: (result) => {
      client.setQueryData(verificationKeys.one(result.id), result);
      void client.invalidateQueries({ queryKey: verificationKeys.all });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      void client.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
